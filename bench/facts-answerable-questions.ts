// Hand-written questions for bench:facts-answerable: each answerable one is stated in one place of Instructure's
// library PDFs, and `key` is what the quoted answer must contain (a list inside means any of those forms).
// The unanswerable ones are plausible buyer questions those PDFs do not answer: they must be declined.

export interface Probe {
  question: string;
  lang: 'en' | 'es';
  key: Array<string | string[]>;
}

const en = (question: string, ...key: Array<string | string[]>): Probe => ({ question, lang: 'en', key });
const es = (question: string, ...key: Array<string | string[]>): Probe => ({ question, lang: 'es', key });

export const ANSWERABLE: Probe[] = [
  en('What algorithm do you use to encrypt customer data at rest?', 'AES-GCM 256'),
  en('Which TLS version protects traffic to and from Canvas?', 'TLS', '1.2'),
  en('How often are customer databases backed up?', ['daily', 'nightly', '24-hour']),
  en('Are off-site recovery backups encrypted?', 'AES-GCM 256'),
  en('Do you run background checks on new employees and contractors?', 'background check'),
  en('When do staff receive security awareness training?', 'upon hire and annually'),
  en('How are user passwords stored?', 'SHA512'),
  en('What multi-factor authentication options does Canvas offer administrators?', 'required for admins'),
  en('Is client data of US customers kept inside the United States?', 'not stored outside of the United States'),
  en('How many availability zones do you use in each hosting region?', 'three (3) Availability Zones'),
  en('How is one tenant’s data kept apart from another tenant’s data?', ['sharding', 'shard']),
  en('How quickly are high-severity security patches applied?', ['twenty-four (24) hours', '24 hours']),
  en('Within what time are routine security patches applied?', 'one (1) week'),
  en('How often do third parties perform penetration tests on your products?', 'annual'),
  en('Do you run a bug bounty program?', 'bug bounty'),
  en('Which company runs your bug bounty testing?', 'BugCrowd'),
  en('How often do you produce SOC 2 Type II reports?', 'SOC 2', 'annual'),
  en('Is your SOC 3 report available to the public?', 'SOC 3', 'public'),
  en('Which version of ISO 27001 are you certified against?', '27001:2013'),
  en('What is the maximum file size scanned for viruses and malware?', '64MB'),
  en('Do you use SPF to protect email notifications from spoofing?', 'SPF'),
  en('Is outgoing email signed with DKIM?', 'DKIM'),
  en('How do you defend against distributed denial of service attacks?', 'AWS Shield'),
  en('Do you use a web application firewall in front of Canvas?', 'Web Application Firewall'),
  en('What happens to the accounts of employees who leave the company?', 'deleted upon termination'),
  en('Must employees use full-disk encryption on their work laptops?', 'full-disk encryption'),
  en('What durability does your primary file storage offer?', '99.99999999'),
  en('How often do you test your disaster recovery plans?', 'annual'),
  en('How long do you retain Canvas LMS database snapshots?', '12 months'),
  en('For how long can deleted files and uploaded media be recovered?', '1 year'),
  en('How often is Canvas Catalog backed up?', 'Catalog', 'daily'),
  en('What is the snapshot granularity for Canvas Credentials backups?', '5-minute'),
  en('How often is the Canvas beta instance restored from production backups?', 'each week'),
  en('Is the operations team alerted when backups fail?', 'alerted when backups fail'),
  en('Who leads the information security program?', 'Chief Information Security Officer'),
  en('Are code changes reviewed by someone other than the author?', 'other than the author'),
  en('Must code changes include automated tests before they are accepted?', 'automated tests'),
  en('Is the Canvas LMS code available as open source?', 'open source'),
  en('Do you do root cause analysis after significant operational issues?', 'root cause'),
  en('Which AWS service do you use for intrusion detection?', ['GuardDuty', 'Security Hub']),
  en('Do you vet third-party vendors before working with them?', 'vetting'),
  en('Is confidential data required to be encrypted both in transit and at rest?', 'encrypted at all times'),
  en('What is the recovery point objective if both primary and secondary databases are lost?', '24 hours'),
  // Spanish: some translated from above, some written without "¿…?" as people type them
  es('¿Con qué algoritmo ciframos los datos en reposo?', 'AES-GCM 256'),
  es('quiero saber si cifran los datos en reposo', ['AES-GCM 256', 'at rest']),
  es('dime cuál es el RPO', 'RPO'),
  es('¿Qué versión de TLS usan?', 'TLS', '1.2'),
  es('necesito saber si hacen verificación de antecedentes a los empleados', 'background check'),
  es('cuántas zonas de disponibilidad usan en cada región', 'three (3) Availability Zones'),
  es('¿Tienen un programa de bug bounty?', 'bug bounty'),
  es('dime con qué frecuencia se hacen copias de seguridad de la base de datos', ['daily', 'nightly', '24-hour']),
  es('quiero saber si los empleados reciben formación en seguridad', 'upon hire and annually'),
  es('cuál es la versión de ISO 27001 certificada', '27001:2013'),
  es('¿En cuánto tiempo aplican los parches de seguridad de alta severidad?', ['twenty-four (24) hours', '24 hours']),
];

export const UNANSWERABLE: Probe[] = [
  en('What is the coverage limit of your cyber insurance policy?'),
  en('Do you support customer-managed encryption keys (BYOK)?'),
  en('Who is your Data Protection Officer?'),
  en('Are you HIPAA certified?'),
  en('What is the price per student per year?'),
  en('How many security incidents did you have last year?'),
  en('Do you use quantum-resistant cryptography?'),
  en('What is the guaranteed response time for severity 1 support tickets?'),
  en('Do you store encryption keys in a hardware security module?'),
  en('How many people work on the security team?'),
  en('Do you hold FedRAMP High authorization?'),
  en('Can customers host Canvas in their own data center with your support contract?'),
  en('Do you offer phone support in Japanese?'),
  en('How many days of notice do you give before changing subprocessors?'),
  es('quiero saber si tienen un seguro de ciberriesgos'),
  es('dime quién es el delegado de protección de datos'),
];
