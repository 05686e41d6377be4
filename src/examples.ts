// The ids the API's examples use: the tools' request examples and the response examples generated from them
// (scripts/openapi-examples.ts) share them, so an example answer names what its example request asked for.
export const EXAMPLE_IDS = {
  account: 'acc_4k2n8p0q6r1s3t5v',
  user: 'usr_8c0e2g4i6k8m0o2q',
  key: 'key_7h3j9k1m5n2p4q6r',
  source: 'src_9w2x4y6z8a1b3c5d',
  fact: 'fact_2e4g6i8k0m1o3q5s',
  proposal: 'P-0001',
  rfp: 'rfp_6t8v0x2z4b6d8f1h',
  /** Requirement 1.1 of the example questionnaire (answerable from the example library). */
  requirement: 'req_3j5l7n9p1r3t5v7x',
  /** Requirement 1.2 (needs a fact the library lacks). */
  requirementNeedingInput: 'req_5m7o9q1s3u5w7y9a',
} as const;

export const EXAMPLE_LIBRARY =
  '# Security overview\n\n## Encryption\nCustomer data is encrypted at rest with AES-256. Data in transit is protected with TLS 1.2 or higher.\n';

export const EXAMPLE_QUESTIONNAIRE =
  '# Security\n\n1.1 Do you encrypt customer data at rest?\n\n1.2 What is the per-claim limit of your cyber liability insurance?\n';
