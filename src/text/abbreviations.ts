// Common IT, security and compliance abbreviations spelled out, so "Do you use AI…?" and "…no artificial intelligence
// is applied…" share their words. Written from general knowledge, not from any questionnaire; only abbreviations written
// in capitals are read (so "ml" of millilitres or "ai" in Spanish text stay as they are), and only ones with one
// common meaning in this field ("SOC" is left: SOC 2 or a security operations centre; "IR": incident response or, elsewhere, infrared; "LMS" and "SIS" too, which are
// mostly part of a product's name: "Canvas LMS"; and the lexicon's own concept names, RTO, RPO, SLA, SSO, MFA, DPO,
// which it matches by name).
const LIST: Record<string, string> = {
  AI: 'artificial intelligence',
  IA: 'inteligencia artificial',
  ML: 'machine learning',
  LLM: 'large language model',
  PII: 'personally identifiable information',
  PHI: 'protected health information',
  DLP: 'data loss prevention',
  SIEM: 'security information and event management',
  IDS: 'intrusion detection system',
  IPS: 'intrusion prevention system',
  WAF: 'web application firewall',
  VPN: 'virtual private network',
  BCP: 'business continuity plan',
  DRP: 'disaster recovery plan',
  API: 'application programming interface',
  SDLC: 'software development life cycle',
  IAM: 'identity and access management',
  RBAC: 'role-based access control',
  DDoS: 'distributed denial of service',
  XSS: 'cross-site scripting',
  PKI: 'public key infrastructure',
  HSM: 'hardware security module',
  EDR: 'endpoint detection and response',
  MDM: 'mobile device management',
  BYOD: 'bring your own device',
  NDA: 'non-disclosure agreement',
  DPA: 'data processing agreement',
  CISO: 'chief information security officer',
  VAPT: 'vulnerability assessment and penetration testing',
  BIA: 'business impact analysis',
};

// (a word of its own: not part of a name such as "ML-SA1" or "AI-2")
const ABBREVIATION = new RegExp(`(?<![\\w-])(${Object.keys(LIST).join('|')})s?(?![\\w-])`, 'g');

/** The text with each listed abbreviation (written in capitals) replaced by what it stands for. */
export function spelledOut(text: string): string {
  if (!/[A-Z]{2}/.test(text)) return text;
  return text.replace(ABBREVIATION, (m: string, abbr: string) => LIST[abbr] ?? m);
}

/** The other way of saying each thing the text names: an abbreviation's long form, a long form's abbreviation. */
export function otherNames(text: string): string[] {
  const out: string[] = [];
  const lower = text.toLowerCase();
  for (const [abbr, long] of Object.entries(LIST)) {
    if (new RegExp(`(?<![\\w-])${abbr}s?(?![\\w-])`).test(text)) out.push(long);
    else if (lower.includes(long)) out.push(abbr);
  }
  return out;
}
