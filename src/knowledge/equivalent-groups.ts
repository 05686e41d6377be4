// Groups of phrases that name one thing in B2B software, support, security and privacy documents, each with why (see
// equivalents.ts), a group's phrases written "a | b | c". Written from general knowledge of the field by a helper that
// saw no document, questionnaire or code of this project, for precision over reach: no broader or narrower terms, no
// related ones (encryption is not TLS, a backup is not disaster recovery), no vendor's own tier names, no ambiguous
// abbreviations (DID, SOC, IDS). Frequencies are not here: FREQUENCIES in question.ts reads them.

export const GROUPS: readonly string[] = [
  // Count of people on the payroll; 'headcount' is the buyer's word, 'number of employees' the vendor's.
  'headcount | head count | head-count | number of employees | employee count | staff count | number of staff | total employees | total headcount | people employed | number of people employed',
  // In company documents 'staff' and 'employees' both mean the people the company employs.
  'employees | staff | staff members | members of staff',
  // Full-time equivalent is a computed workload figure, kept apart from headcount on purpose.
  'fte | ftes | full-time equivalent | full-time equivalents | full time equivalent | full time equivalents',
  // Main corporate office of the company.
  'headquarters | head office | hq | headquartered | corporate headquarters | head offices | headquartered in',
  // Year/date the company started (bare 'established' excluded: general verb; incorporation kept separate).
  'founded | year founded | year established | founding year | date of establishment | year of establishment | year of founding',
  // Date the legal entity was incorporated.
  'date of incorporation | incorporation date | year of incorporation',
  // Companies controlled by the vendor; singular/plural forms.
  'subsidiary | subsidiaries | subsidiary company | subsidiary companies',
  // The entity that owns/controls the vendor.
  'parent company | parent organisation | parent organization | parent entity',
  // Income from sales (bare 'turnover' excluded: also staff turnover).
  'revenue | revenues | company turnover | total revenue',
  // Revenue for one year; British and American terms.
  'annual revenue | annual turnover | yearly revenue | yearly turnover | annual revenues',
  // National company register identifier (UK: Companies House number).
  'company registration number | company number | companies house number | registered number | company registration no',
  // Dun & Bradstreet identifier.
  'duns number | d-u-n-s number | duns | d&b number | duns no',
  // Official legal name of the entity.
  'legal name | registered name | legal entity name | registered company name | legal company name',
  // Name the business trades under ('dba' excluded: database administrator).
  'trading name | trading as | doing business as | trade name',
  // Company whose shares are not publicly traded.
  'privately held | privately owned | privately-held | privately-owned',
  // Company whose shares trade on a stock exchange.
  'publicly traded | publicly listed | publicly quoted | publicly-traded | listed company | quoted company',
  // Financial statements checked by an external auditor.
  'audited financial statements | audited financials | audited accounts',
  // Twelve-month accounting period.
  'fiscal year | financial year | fiscal years | financial years',
  // In B2B SaaS both denote the organisations that buy the service (plural only: singular 'client' is often software).
  'customers | clients',
  // Existing customers willing to speak for the vendor.
  'customer references | client references | reference customers | reference clients | customer reference | client reference',
  // Executive titles and their acronyms.
  'chief information security officer | ciso | cisos',
  // GDPR role and its acronym.
  'data protection officer | dpo | data protection officers',
  // Length of the customer's committed subscription/contract (plural 'contract terms' excluded: means conditions).
  'contract term | subscription term | contract period | subscription period | term of the agreement | term of the contract | agreement term | contract duration | contract length | duration of the contract | length of the contract | subscription duration',
  // The first committed term before any renewal.
  'initial term | initial subscription term | initial contract term | initial contract period',
  // Each term that follows a renewal.
  'renewal term | renewal period | renewal periods',
  // Contract renews without action by the parties.
  'auto-renewal | auto renewal | automatic renewal | auto-renew | auto renew | automatically renew | automatically renews | auto-renews | renews automatically | auto-renewing',
  // British (noun) and American spelling.
  'licence | license | licences | licenses',
  // A licence for one user; 'seat' is the industry term.
  'seat | seats | user licence | user license | user licences | user licenses | seat licence | seat license | seat licences | seat licenses',
  // Pricing metric: charge per user = per seat.
  'per user | per seat | per-user | per-seat',
  // Fees payable for a licence.
  'licence fee | license fee | licence fees | license fees | licensing fees | licencing fees | licensing fee | licencing fee',
  // Recurring fee for the subscription.
  'subscription fee | subscription fees | subscription charge | subscription charges | subscription price',
  // One-off set-up fee; spelling variants.
  'setup fee | set-up fee | set up fee | setup fees | set-up fees | set up fees',
  // Published document listing prices.
  'price list | rate card | price schedule | pricing schedule | price lists | rate cards',
  // Discount for buying larger quantities.
  'volume discount | volume discounts | quantity discount | quantity discounts | volume-based discount | volume-based discounts',
  // Increase of price, e.g. at renewal ('uplift' is UK contract usage).
  'price increase | price increases | price uplift | price uplifts | price rise | price rises',
  // Document requesting payment.
  'invoice | invoices',
  // Past participle: charged via invoice.
  'invoiced | billed',
  // Process of issuing invoices.
  'invoicing | billing',
  // How often invoices are issued.
  'billing frequency | invoicing frequency | invoice frequency | billing cycle | invoicing cycle | frequency of invoicing | frequency of billing',
  // Conditions on when/how an invoice is paid.
  'payment terms | terms of payment',
  // Payment due 30 days from invoice.
  'net 30 | net 30 days | 30 days net | net thirty',
  // Buyer's ordering document and its acronym ('pos' excluded: point of sale).
  'purchase order | purchase orders',
  // Vendor-issued document the customer signs to buy.
  'order form | order forms | ordering document | ordering documents',
  // Umbrella services contract.
  'master services agreement | master service agreement | msa | master services agreements',
  // Document describing a specific piece of work.
  'statement of work | statements of work | sow | sows',
  // Confidentiality contract.
  'non-disclosure agreement | non disclosure agreement | nondisclosure agreement | nda | ndas | confidentiality agreement | confidentiality agreements | non-disclosure agreements',
  // Contractual service commitments document.
  'service level agreement | service level agreements | sla | slas | service-level agreement',
  // Online standard terms for using the service.
  'terms of service | terms of use | tos',
  // Standard contractual terms; abbreviations.
  'terms and conditions | t&cs | ts&cs | t&c | ts and cs',
  // Procurement document acronyms.
  'request for proposal | requests for proposal | rfp | rfps',
  // Maximum amount a party can be liable for.
  'liability cap | cap on liability | limit of liability | liability limit | limitation of liability | liability caps',
  // Indemnity for intellectual-property infringement claims.
  'ip indemnity | ip indemnification | intellectual property indemnity | intellectual property indemnification | ip infringement indemnity',
  // Insurance for negligent professional services; PI (UK) = E&O (US).
  'professional indemnity insurance | professional indemnity | professional liability insurance | errors and omissions insurance | e&o insurance | pi insurance | errors and omissions',
  // Insurance covering cyber incidents.
  'cyber insurance | cyber liability insurance | cyber risk insurance | cybersecurity insurance | cyber security insurance | cyber-insurance',
  // Document evidencing insurance cover ('coi' excluded: conflict of interest).
  'certificate of insurance | certificates of insurance | insurance certificate | insurance certificates | proof of insurance',
  // Escrow of source code for customer protection.
  'source code escrow | software escrow | code escrow | source-code escrow',
  // Termination without needing a reason.
  'termination for convenience | terminate for convenience | termination without cause | terminate without cause | terminated for convenience | terminated without cause',
  // Termination because of the other party's default.
  'termination for cause | terminate for cause | terminated for cause | termination with cause',
  // Advance notice required.
  'notice period | notice periods | period of notice',
  // N days of advance notice; apostrophe and wording variants.
  "days' notice | days notice | days' prior notice | days prior notice | days advance notice | days' advance notice | days' prior written notice | days prior written notice",
  // Customer's right to audit the vendor.
  'right to audit | audit rights | right of audit | rights to audit | audit right',
  // Vendor and supplier both denote the third party that supplies goods/services.
  'vendor | vendors | supplier | suppliers',
  // Managing risk from third parties/vendors/suppliers.
  'third-party risk management | third party risk management | tprm | vendor risk management | supplier risk management',
  // A questionnaire assessing a vendor's security.
  'security questionnaire | security questionnaires | security assessment questionnaire | vendor security questionnaire | vendor security questionnaires',
  // Highest common severity/priority level (note: vendors that use P0/Sev 0 treat P1 as second-highest).
  'severity 1 | severity one | severity level 1 | sev 1 | sev1 | sev-1 | severity-1 | p1 | priority 1 | priority one | priority level 1 | p-1',
  // Second severity/priority level.
  'severity 2 | severity two | severity level 2 | sev 2 | sev2 | sev-2 | severity-2 | p2 | priority 2 | priority two | priority level 2 | p-2',
  // Third severity/priority level.
  'severity 3 | severity three | severity level 3 | sev 3 | sev3 | sev-3 | severity-3 | p3 | priority 3 | priority three | priority level 3 | p-3',
  // Fourth severity/priority level.
  'severity 4 | severity four | severity level 4 | sev 4 | sev4 | sev-4 | severity-4 | p4 | priority 4 | priority four | priority level 4 | p-4',
  // Level zero used by some vendors as the top level.
  'severity 0 | sev 0 | sev0 | sev-0 | p0 | priority 0 | priority zero | severity zero',
  // Classification scheme for tickets (severity and priority are used interchangeably in SaaS support SLAs).
  'severity level | severity levels | priority level | priority levels | severity definitions | priority definitions',
  // The first human response to a ticket.
  'initial response | first response | initial responses | first responses',
  // Time until the first response ('response time' excluded: also means latency).
  'initial response time | first response time | time to first response | time to initial response | initial response times | first response times',
  // Time until the issue is resolved.
  'resolution time | resolution times | time to resolution | time to resolve | time-to-resolution | target resolution time',
  // Named package of support ('support level' excluded: can mean L1/L2).
  'support plan | support plans | support package | support packages | support tier | support tiers',
  // The top support offering, however branded.
  'highest support tier | top support tier | highest tier of support | top-tier support | highest level of support | top tier support',
  // First line of the support organisation.
  'first-line support | first line support | 1st line support | level 1 support | l1 support | tier 1 support | tier-1 support | level one support',
  // Second line of the support organisation.
  'second-line support | second line support | 2nd line support | level 2 support | l2 support | tier 2 support | tier-2 support | level two support',
  // Third line of the support organisation.
  'third-line support | third line support | 3rd line support | level 3 support | l3 support | tier 3 support | tier-3 support | level three support',
  // Single point of contact for support requests.
  'help desk | helpdesk | help-desk | service desk | support desk',
  // A customer request logged with support.
  'support ticket | support tickets | support case | support cases | support request | support requests',
  // All day, every day ('24 hours a day' excluded: can be 24x5).
  '24/7 | 24x7 | 24 x 7 | 24-7 | 24/7/365 | 24x7x365 | round the clock | round-the-clock | around the clock | around-the-clock',
  // Standard weekday working hours.
  'business hours | office hours | normal business hours | standard business hours',
  // Weekdays excluding public holidays.
  'business days | working days | business day | working day',
  // Dedicated technical contact ('tam' excluded: total addressable market).
  'technical account manager | technical account managers',
  // Sequence for escalating an issue.
  'escalation path | escalation process | escalation procedure | escalation route | escalation paths',
  // Proportion of time the service is up and usable.
  'uptime | service availability | system availability | platform availability',
  // Contractual uptime promise.
  'uptime sla | availability sla | uptime guarantee | availability guarantee | uptime commitment | availability commitment',
  // Availability percentages and their names.
  '99.9% | three nines | 99.9 percent | 99.9 per cent',
  // Period when the service is unavailable.
  'outage | outages | service outage | service outages',
  // Downtime not planned in advance.
  'unplanned downtime | unscheduled downtime | unplanned outage | unscheduled outage | unplanned outages | unscheduled outages',
  // Maintenance announced in advance.
  'planned maintenance | scheduled maintenance',
  // Downtime announced in advance (kept apart from planned maintenance, which may be zero-downtime).
  'planned downtime | scheduled downtime',
  // Agreed time slot for maintenance.
  'maintenance window | maintenance windows | planned maintenance window | scheduled maintenance window | planned maintenance windows | scheduled maintenance windows',
  // Urgent, unplanned maintenance.
  'emergency maintenance | unscheduled maintenance | unplanned maintenance',
  // Credit against fees for missed SLA.
  'service credit | service credits | sla credit | sla credits | service level credit | service level credits',
  // Public page showing service status.
  'status page | status pages | service status page | system status page',
  // Analysis of an incident's root cause.
  'root cause analysis | root cause analyses | root-cause analysis | rca | rcas',
  // Review after an incident.
  'post-mortem | postmortem | post mortem | post-mortems | postmortems | post-incident review | post incident review | post-incident reviews',
  // BCP acronym.
  'business continuity plan | business continuity plans | bcp | bcps | bc plan',
  // DR plan acronym.
  'disaster recovery plan | disaster recovery plans | dr plan | dr plans | drp',
  // BIA acronym.
  'business impact analysis | business impact assessment | bia | business impact analyses',
  // Alternate facility used if the primary fails.
  'secondary site | dr site | disaster recovery site | recovery site | failover site | backup site | alternate site | secondary data centre | secondary data center | secondary datacenter | secondary data centres | secondary data centers | dr data centre | dr data center',
  // Alternate cloud region used if the primary fails.
  'failover region | secondary region | dr region | recovery region | disaster recovery region | backup region',
  // Switching to the standby system; spelling.
  'failover | fail over | fail-over | failovers | failed over',
  // Exercising the DR plan.
  'dr test | dr tests | dr testing | disaster recovery test | disaster recovery tests | disaster recovery testing | dr exercise | dr exercises | disaster recovery exercise | disaster recovery exercises | dr drill | dr drills | disaster recovery drill',
  // Exercising the BC plan.
  'business continuity test | business continuity tests | business continuity testing | business continuity exercise | business continuity exercises | bcp test | bcp testing | bcp exercise | bc test | bc exercise',
  // Discussion-based exercise; spelling.
  'tabletop exercise | tabletop exercises | table-top exercise | table-top exercises | table top exercise',
  // RTO acronym.
  'rto | rtos | recovery time objective | recovery time objectives',
  // RPO acronym.
  'rpo | rpos | recovery point objective | recovery point objectives',
  // ISO 22301 synonyms for the longest tolerable disruption ('mtd' excluded: month-to-date).
  'maximum tolerable downtime | mtpd | maximum acceptable outage | mao',
  // Backup spellings (snapshots deliberately not included).
  'backup | back-up | backups | back-ups',
  // Backups stored at another location.
  'offsite backup | offsite backups | off-site backup | off-site backups | off site backups',
  // How long backups are kept.
  'backup retention | backup retention period | backup retention periods | retention of backups',
  // Testing that backups can be restored.
  'backup testing | restore testing | restoration testing | backup restore testing | test restores | test restore | restore tests | backup restoration testing | restore test',
  // Restore to an arbitrary point in time.
  'point-in-time recovery | point in time recovery | pitr | point-in-time restore | point in time restore',
  // High availability.
  'high availability | highly available | high-availability',
  // Redundancy across geographic locations; spelling.
  'geo-redundant | geo redundant | georedundant | geographically redundant | geo-redundancy | geographic redundancy',
  // Data centre spellings.
  'data centre | data center | datacenter | datacentre | data centres | data centers | datacenters | datacentres',
  // Applying software patches as a managed process.
  'patching | patch management',
  // Vendor updates fixing security flaws.
  'security patches | security updates | security fixes | security patch | security update',
  // Deadlines for fixing vulnerabilities.
  'remediation timeframes | remediation timelines | remediation timescales | remediation slas | remediation timeframe | remediation timeline',
  // Automated scanning for known vulnerabilities.
  'vulnerability scan | vulnerability scans | vulnerability scanning | vuln scan | vuln scans | vuln scanning',
  // Simulated attack by testers; 'ethical hacking' is the lay term.
  'penetration test | penetration tests | penetration testing | pen test | pen tests | pen testing | pentest | pentests | pentesting | pen-test | pen-tests | pen-testing | ethical hack | ethical hacking | ethical hacks',
  // Channel for outside researchers to report vulnerabilities.
  'vulnerability disclosure program | vulnerability disclosure programme | vulnerability disclosure policy | responsible disclosure | responsible disclosure policy | responsible disclosure program | responsible disclosure programme | coordinated vulnerability disclosure | vdp',
  // Anti-virus / anti-malware software (used interchangeably in questionnaires).
  'antivirus | anti-virus | anti virus | anti-malware | antimalware | anti malware | antivirus software | anti-virus software | anti-malware software',
  // EDR acronym.
  'edr | endpoint detection and response | endpoint detection & response',
  // SIEM acronym and its product nouns.
  'siem | siem solution | siem system | siem platform | siem tool',
  // DLP acronym.
  'dlp | data loss prevention | data leakage prevention | data leak prevention',
  // WAF acronym.
  'waf | wafs | web application firewall | web application firewalls',
  // VPN acronym.
  'vpn | vpns | virtual private network | virtual private networks',
  // Authentication with more than one factor; 2FA is the common two-factor case and is used interchangeably.
  'mfa | multi-factor authentication | multifactor authentication | multi factor authentication | 2fa | two-factor authentication | two factor authentication | 2-factor authentication | two-step verification | 2-step verification',
  // SSO acronym and spellings.
  'sso | single sign-on | single sign on | single-sign-on | single signon',
  // SAML acronym.
  'saml | security assertion markup language',
  // OIDC acronym.
  'oidc | openid connect | open id connect',
  // Microsoft renamed Azure AD to Entra ID: same product.
  'azure ad | azure active directory | microsoft entra id | entra id | aad',
  // IdP acronym.
  'identity provider | identity providers | idp',
  // Creating user accounts.
  'user provisioning | account provisioning | user account provisioning',
  // Removing user accounts; spelling.
  'deprovisioning | de-provisioning | de provisioning | user deprovisioning | account deprovisioning | user de-provisioning',
  // Taking access away from a user.
  'access revocation | revocation of access | revoking access | access removal | removal of access | removing access | revoke access',
  // Identity lifecycle for starters, role-changers and leavers.
  'joiners, movers and leavers | joiners movers leavers | joiner-mover-leaver | joiner mover leaver | jml | joiners, movers, leavers | joiner/mover/leaver',
  // People joining the company.
  'joiners | new joiners | new hires | new starters | new employees',
  // Employees changing role internally.
  'movers | role changes | change of role | changes of role',
  // People leaving the company ('terminated employees' is the US questionnaire term for all leavers).
  'leavers | departing employees | exiting employees | terminated employees | departing staff | terminated staff',
  // Minimum necessary access.
  'least privilege | principle of least privilege | least-privilege | least privileged access | least privilege access | polp | minimum privilege | minimal privilege | least-privileged access',
  // RBAC acronym.
  'rbac | role-based access control | role based access control | role-based access | role-based permissions | role based permissions | role-based access controls',
  // Periodic review that users' access is still appropriate ('recertification' alone excluded: ISO audits).
  'access review | access reviews | user access review | user access reviews | access recertification | access recertifications | access certification | access certifications | entitlement review | entitlement reviews | user access recertification',
  // Managing privileged access ('pam' excluded: pluggable auth modules).
  'privileged access management | privileged account management',
  // Accounts with admin rights.
  'administrative accounts | admin accounts | administrator accounts | administrative account | admin account | administrator account',
  // Separation of duties.
  'segregation of duties | separation of duties | sod | segregation of duty',
  // Tamper-evident record of user/admin actions (plain 'logging' excluded: broader).
  'audit trail | audit trails | audit log | audit logs | audit logging | audit-log | audit-logs',
  // How long logs are kept.
  'log retention | retention of logs | log retention period | log retention periods',
  // Encryption of stored data.
  'encryption at rest | encrypted at rest | at-rest encryption | data at rest encryption | data-at-rest encryption | encrypts data at rest',
  // Encryption of data while moving.
  'encryption in transit | encrypted in transit | in-transit encryption | data in transit encryption | data-in-transit encryption | encrypts data in transit | encryption in motion | encrypted in motion',
  // Data moving over a network.
  'data in transit | data in motion | data-in-transit | data-in-motion',
  // TLS acronym (SSL deliberately not equated).
  'tls | transport layer security',
  // AES-256 spellings.
  'aes-256 | aes 256 | aes256 | 256-bit aes | aes-256-bit',
  // E2EE acronym.
  'end-to-end encryption | end to end encryption | e2ee | e2e encryption | end-to-end encrypted | end to end encrypted',
  // Full disk encryption.
  'full disk encryption | full-disk encryption | fde | whole disk encryption | whole-disk encryption',
  // Management of encryption keys as a discipline.
  'key management | encryption key management | cryptographic key management',
  // Service/system that manages keys.
  'key management system | key management service | kms | key management systems',
  // HSM acronym.
  'hsm | hsms | hardware security module | hardware security modules',
  // BYOK acronym.
  'byok | bring your own key',
  // Customer-managed keys (kept apart from BYOK).
  'customer-managed keys | customer managed keys | cmk | cmks | customer-managed encryption keys | customer managed encryption keys | cmek',
  // Key rotation.
  'key rotation | rotation of keys | rotating keys | encryption key rotation | key rotations',
  // Documented plan for handling security incidents.
  'incident response plan | incident response plans | ir plan | irp | security incident response plan',
  // Team handling security incidents.
  'incident response team | security incident response team | csirt | sirt | incident response teams',
  // Security incident wording.
  'security incident | security incidents | information security incident | information security incidents | cybersecurity incident | cyber security incident | cyber incident | cyber incidents | cybersecurity incidents',
  // GDPR personal data breach.
  'personal data breach | personal data breaches | breach of personal data',
  // Notifying affected parties of a breach.
  'breach notification | breach notifications | notification of breach | data breach notification | notification of a breach | breach notice',
  // Secure SDLC acronym.
  'secure sdlc | secure software development lifecycle | secure development lifecycle | secure development life cycle | ssdlc | sdl | secure software development',
  // Information security policy document(s).
  'information security policy | information security policies | infosec policy | infosec policies | information-security policy',
  // ISMS acronym.
  'isms | information security management system | information security management systems',
  // Security awareness training.
  'security awareness training | information security awareness training | cybersecurity awareness training | cyber security awareness training | security-awareness training | infosec awareness training',
  // Simulated phishing tests.
  'phishing simulation | phishing simulations | simulated phishing | phishing test | phishing tests | simulated phishing exercises | phishing simulation exercises',
  // Pre-employment checks on candidates ('vetting' is the UK term).
  'background check | background checks | background screening | pre-employment screening | pre employment screening | pre-employment checks | pre-employment background checks | employment screening | employee screening | personnel screening | vetting | staff vetting | employee vetting | personnel vetting | background verification | background verifications | background investigation | background investigations',
  // Criminal record check; DBS is the UK name.
  'criminal record check | criminal records check | criminal record checks | criminal records checks | criminal background check | criminal background checks | criminal history check | dbs check | dbs checks',
  // Time window covered by an audit/attestation report ('reporting/review period' excluded: ambiguous).
  'audit period | audit periods | report period | period covered | observation period | examination period | period of examination | period under audit | audit window',
  // Body that issues ISO certificates ('registrar' excluded: domain registrars).
  'certification body | certification bodies | certifying body | certifying bodies | accredited certification body',
  // Auditor independent of the company.
  'external auditor | external auditors | independent auditor | independent auditors | third-party auditor | third-party auditors | third party auditor | third party auditors | independent third-party auditor',
  // PCI Attestation of Compliance.
  'attestation of compliance | attestations of compliance | aoc | aocs | pci aoc',
  // PCI DSS.
  'pci dss | pci-dss | pci data security standard | pcidss',
  // SOC 2 spellings.
  'soc 2 | soc2 | soc ii | soc-2',
  // SOC 2 Type II spellings.
  'soc 2 type ii | soc 2 type 2 | soc2 type ii | soc2 type 2 | soc 2 type two | soc ii type ii | soc 2 type-ii',
  // SOC 2 Type I spellings.
  'soc 2 type i | soc 2 type 1 | soc2 type i | soc2 type 1 | soc 2 type one | soc ii type i',
  // SOC bridge letter.
  'bridge letter | bridge letters | gap letter | gap letters',
  // CUECs.
  'complementary user entity controls | cuecs | cuec | complementary user entity control',
  // ISO/IEC 27001 spellings.
  'iso 27001 | iso/iec 27001 | iso27001 | iso-27001 | iso iec 27001',
  // ISO surveillance audit.
  'surveillance audit | surveillance audits | annual surveillance audit',
  // ISO recertification audit.
  'recertification audit | re-certification audit | recertification audits | re-certification audits',
  // A processor engaged by the vendor to process customer personal data; spelling.
  'sub-processor | subprocessor | sub processor | sub-processors | subprocessors | sub processors',
  // Published list of sub-processors.
  'sub-processor list | subprocessor list | list of sub-processors | list of subprocessors | sub-processors list | subprocessors list',
  // GDPR data controller ('controller' alone excluded: domain controller etc.).
  'data controller | data controllers',
  // Contract governing processing of personal data ('dpa' excluded: also Data Protection Act).
  'data processing agreement | data processing agreements | data processing addendum | data processing addenda | data processing addendums | data protection agreement | data protection addendum',
  // GDPR.
  'gdpr | general data protection regulation | eu gdpr',
  // Personal data; PII and 'personal information' are used interchangeably for it in vendor documents.
  'personal data | personal information | pii | personally identifiable information | personal identifiable information',
  // GDPR special category data (older UK term: sensitive personal data).
  'special category data | special categories of data | sensitive personal data | special category personal data',
  // SCCs; 'model clauses' is the older name.
  'standard contractual clauses | sccs | scc | eu standard contractual clauses | model clauses | eu model clauses | model contractual clauses',
  // Transfers of personal data across borders.
  'international data transfers | international data transfer | international transfers | cross-border data transfers | cross-border data transfer | cross border data transfers | cross-border transfers | cross border transfers | transborder data flows',
  // Requests from individuals exercising GDPR rights (DSAR kept separate: access-specific).
  'data subject request | data subject requests | dsr | dsrs | data subject rights requests | data subject rights request',
  // Subject access requests.
  'dsar | dsars | data subject access request | data subject access requests | subject access request | subject access requests',
  // Data subject rights.
  "data subject rights | rights of data subjects | data subjects' rights | data subject's rights",
  // GDPR Art. 17: 'right to be forgotten' is the popular name.
  'right to erasure | right to be forgotten | right of erasure',
  // How long data is kept.
  'retention period | retention periods | data retention period | data retention periods | period of retention | retention timeframe',
  // Keeping data.
  'data retention | retention of data',
  // Removing data; GDPR 'erasure' = deletion.
  'deletion | erasure | data deletion | data erasure | deletion of data | erasure of data | deleted | erased | delete | erase',
  // Deletion that prevents recovery.
  'secure deletion | secure erasure | secure wiping | secure wipe | securely deleted | securely erased | securely wiped',
  // Where customer data is physically stored/hosted ('sovereignty' and 'localisation' excluded: legal concepts).
  'data residency | data location | location of data | data storage location | where data is stored | data hosting location | hosting location | where data is hosted | data locations',
  // Logical separation of tenants' data.
  'logical separation | logical segregation | logically separated | logically segregated',
  // Multi-tenant spellings.
  'multi-tenant | multitenant | multi tenant | multi-tenancy | multitenancy',
  // Public privacy notice; names used interchangeably.
  'privacy policy | privacy notice | privacy statement | privacy policies | privacy notices',
  // Privacy risk assessment; DPIA is the GDPR name.
  'data protection impact assessment | data protection impact assessments | dpia | dpias | privacy impact assessment | privacy impact assessments',
  // GDPR Art. 30 records.
  'records of processing activities | record of processing activities | ropa | article 30 records | ropas',
  // Integration available in the product with no custom work.
  'native integration | native integrations | integrates natively | natively integrates | out-of-the-box integration | out-of-the-box integrations | built-in integration | built-in integrations | built-in connector | built-in connectors | pre-built connector | pre-built connectors | prebuilt connector | prebuilt connectors | native connector | native connectors | pre-built integration | pre-built integrations',
  // Out of the box spelling.
  'out of the box | out-of-the-box | ootb',
  // API acronym.
  'api | apis | application programming interface | application programming interfaces',
  // REST API.
  'rest api | restful api | rest apis | restful apis',
  // Webhook spellings.
  'webhook | webhooks | web hook | web hooks',
  // SaaS.
  'saas | software as a service | software-as-a-service',
  // On-premises spellings.
  'on-premises | on-premise | on premises | on premise | on-prem | on prem',
  // Cloud-based.
  'cloud-based | cloud based | cloud-hosted | cloud hosted | hosted in the cloud',
  // IP allow-listing (old and new terms).
  'ip allowlisting | ip whitelisting | ip allow listing | ip allowlist | ip whitelist | ip address whitelisting | ip address allowlisting | ip allow list | ip allow-listing',
  // Direct inward dial number; DDI is the UK term ('did'/'ddi' alone excluded: ambiguous).
  'did number | did numbers | ddi number | ddi numbers | direct inward dialing | direct inward dialling | direct inward dialing number | direct inward dialling number | direct dial-in | direct dial in | direct dial number | direct dial numbers',
  // Moving a phone number between carriers.
  'number porting | number portability | porting of numbers | phone number porting | telephone number porting | number port | number ports',
  // Toll-free (US) = freephone (UK).
  'toll-free number | toll free number | toll-free numbers | toll free numbers | freephone number | freephone numbers | freephone',
  // Caller ID; CLI (calling line identification) is the UK term ('cli' excluded: command line).
  'caller id | caller-id | calling line identification | calling line identity',
  // IVR.
  'ivr | interactive voice response',
  // VoIP.
  'voip | voice over ip | voice over internet protocol',
  // Contact centre spelling.
  'contact centre | contact center | contact centres | contact centers',
  // Call centre spelling.
  'call centre | call center | call centres | call centers',
  // Subcontractor spelling.
  'subcontractor | subcontractors | sub-contractor | sub-contractors | sub contractor | sub contractors',
  // Passing contractual obligations on to subcontractors.
  'flow down | flow-down | flowdown | flowed down | flows down | flow-down clauses | pass down | passed down | passes down | impose on subcontractors | imposed on subcontractors | flow down to subcontractors | passed down to subcontractors',
  // Vendors of one's vendors.
  'fourth parties | fourth-parties | 4th parties | fourth-party | fourth party | 4th party',
  // Supplier code of conduct.
  'supplier code of conduct | vendor code of conduct | supplier codes of conduct',
  // Critical suppliers.
  'critical suppliers | critical vendors | critical supplier | critical vendor',
  // British/American spelling.
  'organisation | organization | organisations | organizations',
  // British/American spelling.
  'centre | center | centres | centers',
  // British/American spelling.
  'programme | program | programmes | programs',
  // British/American spelling.
  'authorisation | authorization | authorisations | authorizations',
  // British/American spelling.
  'authorised | authorized',
  // Employees working full time; spelling variants.
  'full-time employees | full time employees | full-time staff | full time staff',
  // Official registered legal address of the company.
  'registered office | registered address | registered office address',
  // VAT identifier.
  'vat number | vat registration number | vat id | vat no | vat reg no',
  // US federal employer tax identifier.
  'ein | employer identification number | fein | federal employer identification number | federal ein',
  // Natural person who ultimately owns or controls the company.
  'ultimate beneficial owner | ultimate beneficial owners | ubo | ubos',
  // Who owns the company's shares.
  'ownership structure | shareholding structure | shareholder structure',
  // Yearly financial statements filed by a company.
  'annual accounts | annual financial statements | statutory accounts | yearly accounts',
  // End of the accounting year.
  'fiscal year end | fiscal year-end | financial year end | financial year-end | year end | year-end',
  // The set of customers.
  'customer base | client base',
  // Number of customers.
  'number of customers | customer count | number of clients | client count',
  // Written customer success narratives.
  'case study | case studies | customer stories | customer success stories | customer story',
  // Mergers and acquisitions.
  'mergers and acquisitions | m&a',
  // Small and medium-sized businesses (SME is the EU/UK term).
  'sme | smes | small and medium-sized enterprise | small and medium-sized enterprises | small and medium enterprises',
  // Executive titles and their acronyms.
  'chief executive officer | ceo',
  // Executive titles and their acronyms.
  'chief financial officer | cfo',
  // Executive titles and their acronyms.
  'chief operating officer | coo',
  // Executive titles and their acronyms.
  'chief technology officer | cto',
  // Executive titles and their acronyms.
  'chief information officer | cio',
  // ESG acronym and expansion.
  'esg | environmental, social and governance | environmental social and governance | environmental, social, and governance',
  // GHG acronym and expansion.
  'greenhouse gas | ghg | greenhouse gases',
  // DEI / EDI programmes; same three pillars, word order varies by region.
  'dei | diversity, equity and inclusion | diversity equity and inclusion | diversity, equity, and inclusion | equality, diversity and inclusion | equity, diversity and inclusion',
  // Statement required under the UK Modern Slavery Act.
  'modern slavery statement | modern slavery act statement',
  // Minimum committed period.
  'minimum term | minimum contract term | minimum subscription term | minimum contract period | minimum contract length | minimum commitment period',
  // The clause that causes automatic renewal.
  'auto-renewal clause | automatic renewal clause | evergreen clause | auto renewal clause',
  // British and American spelling.
  'licensing | licencing',
  // British and American spelling.
  'licensed | licenced',
  // Per user per month pricing.
  'per user per month | per seat per month | pupm | per user/month | per seat/month',
  // Licence usable by a limited number of simultaneous users.
  'concurrent licence | concurrent license | concurrent licences | concurrent licenses | floating licence | floating license | floating licences | floating licenses | concurrent user licence | concurrent user license',
  // Non-expiring licence; spelling variants.
  'perpetual licence | perpetual license | perpetual licences | perpetual licenses',
  // One-off implementation fee.
  'implementation fee | implementation fees | implementation charge | implementation charges',
  // Charges beyond the quoted price.
  'additional fees | additional charges | extra fees | extra charges',
  // Undisclosed charges.
  'hidden fees | hidden charges | hidden costs',
  // Undiscounted published price.
  'list price | list prices | rack rate | rack rates',
  // Fee for usage above the entitlement.
  'overage fees | overage charges | overage fee | overage charge | excess usage fees | excess usage charges | overages',
  // Pricing based on measured consumption.
  'usage-based pricing | usage based pricing | consumption-based pricing | consumption based pricing | pay-as-you-go | pay as you go | payg | metered pricing',
  // Proportional charging for part of a period.
  'pro rata | pro-rata | prorata | prorated | pro-rated | pro rated',
  // Periodic reconciliation of actual vs licensed usage.
  'true-up | true up | trueup | true-ups | true ups',
  // Discount for committing to several years.
  'multi-year discount | multiyear discount | multi year discount | multi-year discounts',
  // Discount for charities / non-profits.
  'non-profit discount | nonprofit discount | not-for-profit discount | charity discount',
  // Clause guaranteeing the customer the vendor's best price.
  'most favoured nation | most favored nation | mfn | most-favoured-nation | most-favored-nation | most favoured customer | most favored customer',
  // Invoiced once a year.
  'billed annually | invoiced annually | billed yearly | invoiced yearly',
  // Invoiced once a month.
  'billed monthly | invoiced monthly',
  // Invoiced before the service period.
  'billed in advance | invoiced in advance',
  // Invoiced after the service period.
  'billed in arrears | invoiced in arrears',
  // Payment due 45 days from invoice.
  'net 45 | net 45 days | 45 days net',
  // Payment due 60 days from invoice.
  'net 60 | net 60 days | 60 days net | net sixty',
  // Ways a customer can pay.
  'payment methods | payment options | methods of payment | payment method',
  // Payment by transfer between bank accounts.
  'bank transfer | bank transfers | wire transfer | wire transfers | bank wire',
  // Payments received after the due date.
  'late payment | late payments | overdue payment | overdue payments',
  // Reference number of a purchase order.
  'purchase order number | po number | po reference | purchase order reference',
  // Internal agreement underpinning an SLA.
  'operational level agreement | operating level agreement | ola | olas',
  // Internal service target.
  'service level objective | service level objectives | slo | slos',
  // Procurement document acronyms.
  'request for information | requests for information | rfi | rfis',
  // Procurement document acronyms.
  'request for quotation | request for quote | rfq | rfqs | requests for quotation',
  // Procurement document acronyms (UK public sector).
  'invitation to tender | itt | invitations to tender',
  // Trial implementation to prove feasibility.
  'proof of concept | proofs of concept',
  // Indemnity nouns.
  'indemnity | indemnification | indemnities',
  // US general liability cover.
  'general liability insurance | commercial general liability | commercial general liability insurance | cgl insurance | cgl',
  // Which jurisdiction's law governs the contract.
  'governing law | choice of law',
  // Plan for orderly exit at contract end.
  'exit plan | exit plans | exit management plan | exit management plans',
  // Fee for ending the contract early.
  'early termination fee | early termination fees | early termination charge | early termination charges',
  // Business metrics acronyms.
  'total cost of ownership | tco',
  // Business metrics acronyms.
  'return on investment | roi',
  // Business metrics acronyms.
  'annual recurring revenue | arr',
  // Business metrics acronyms.
  'monthly recurring revenue | mrr',
  // Business metrics acronyms.
  'annual contract value | acv',
  // Business metrics acronyms.
  'total contract value | tcv',
  // Business metrics acronyms.
  'key performance indicator | key performance indicators | kpi | kpis',
  // UK public-sector style umbrella contract.
  'framework agreement | framework agreements | framework contract | framework contracts',
  // Managing one's vendors/suppliers.
  'vendor management | supplier management',
  // Bringing a new supplier onto the buyer's systems.
  'supplier onboarding | vendor onboarding',
  // Investigation before contracting.
  'due diligence | due-diligence',
  // Over-dependence on a single vendor.
  'vendor lock-in | vendor lock in | lock-in',
  // Temporary fix; spelling.
  'workaround | work-around | workarounds | work-arounds',
  // Urgent software fix; spelling.
  'hotfix | hot fix | hot-fix | hotfixes | hot fixes',
  // Software fault.
  'bug | bugs | defect | defects | software defect | software defects | software bug | software bugs',
  // Customer request for new functionality.
  'feature request | feature requests | enhancement request | enhancement requests',
  // System recording support tickets.
  'ticketing system | ticketing tool | ticket system | ticketing systems',
  // Hours during which support is provided.
  'support hours | hours of support',
  // Support by phone.
  'phone support | telephone support',
  // Support by email.
  'email support | e-mail support',
  // Support by live chat.
  'live chat | live chat support | chat support',
  // Customer success role acronym.
  'customer success manager | customer success managers | csm | csms',
  // Quarterly review meeting with the customer.
  'quarterly business review | quarterly business reviews | qbr | qbrs',
  // Single point of contact acronym.
  'single point of contact | spoc',
  // Library of help articles; spelling.
  'knowledge base | knowledgebase | knowledge-base',
  // Online help site; spelling.
  'help centre | help center',
  // Availability percentages and their names.
  '99.99% | four nines | 99.99 percent | 99.99 per cent',
  // Availability percentages and their names.
  '99.999% | five nines | 99.999 percent | 99.999 per cent',
  // Record of changes per release.
  'release notes | changelog | change log | change logs | changelogs',
  // How often releases ship.
  'release cycle | release cadence | release frequency',
  // Backward compatibility spellings.
  'backward compatibility | backwards compatibility | backward compatible | backwards compatible | backward-compatible | backwards-compatible',
  // End of life acronym.
  'end of life | end-of-life | eol',
  // End of support.
  'end of support | end-of-support',
  // Spelling variants.
  'onboarding | on-boarding | on boarding',
  // Spelling variants.
  'offboarding | off-boarding | off boarding',
  // Moment the system goes live.
  'go-live | go live | golive | go-live date | go live date',
  // User acceptance testing acronym.
  'user acceptance testing | uat | user acceptance test',
  // Training model.
  'train the trainer | train-the-trainer',
  // Product roadmap.
  'roadmap | product roadmap | roadmaps | product roadmaps',
  // ITIL acronym.
  'itil | information technology infrastructure library',
  // ITSM acronym.
  'itsm | it service management',
  // CMDB acronym.
  'cmdb | configuration management database',
  // CAB acronym.
  'change advisory board | change advisory boards | cab',
  // BCM acronym.
  'business continuity management | bcm',
  // BCMS acronym.
  'business continuity management system | bcms',
  // Returning to the primary after failover; spelling.
  'failback | fail back | fail-back | failed back',
  // Verb form: data copied to backup.
  'backed up | backed-up',
  // Spelling of off-site.
  'offsite | off-site | off site',
  // Backups that cannot be altered; spelling.
  'immutable backups | immutable backup',
  // Physically/logically isolated; spelling.
  'air-gapped | air gapped | airgapped | air-gap | air gap',
  // 3-2-1 backup rule.
  '3-2-1 backup | 3-2-1 rule | 3-2-1 backup rule | 3-2-1 backup strategy',
  // Both sites serve traffic.
  'active-active | active/active | active active',
  // One site on standby.
  'active-passive | active/passive | active passive',
  // Colocation spellings.
  'colocation | co-location | colo',
  // SPOF acronym.
  'single point of failure | single points of failure | spof | spofs',
  // Vulnerability management programme.
  'vulnerability management | vulnerability management program | vulnerability management programme',
  // Bug bounty.
  'bug bounty | bug bounties | bug bounty program | bug bounty programme | bug bounty programs | bug bounty programmes',
  // CVE acronym.
  'cve | cves | common vulnerabilities and exposures',
  // CVSS acronym.
  'cvss | common vulnerability scoring system | cvss score | cvss scores',
  // Unknown-to-vendor vulnerability; spelling.
  'zero-day | zero day | 0-day | 0day | zero-days | zero days',
  // Malware.
  'malware | malicious software',
  // XDR acronym.
  'xdr | extended detection and response | extended detection & response',
  // MDR acronym.
  'managed detection and response | managed detection & response',
  // SOC (the team/facility; bare 'soc' excluded: clashes with SOC 2).
  'security operations centre | security operations center | security operations centres | security operations centers',
  // IDS expansion (bare 'ids' excluded: identifiers).
  'intrusion detection system | intrusion detection systems',
  // IPS expansion (bare 'ips' excluded: IP addresses).
  'intrusion prevention system | intrusion prevention systems',
  // DDoS acronym.
  'ddos | distributed denial of service | distributed denial-of-service',
  // Zero trust spelling.
  'zero trust | zero-trust',
  // ZTNA acronym.
  'ztna | zero trust network access',
  // MDM acronym.
  'mdm | mobile device management',
  // BYOD acronym.
  'byod | bring your own device',
  // FIM acronym.
  'fim | file integrity monitoring',
  // Jump host synonyms.
  'jump server | jump host | jump box | bastion host | bastion server | jump servers | jump hosts | bastion hosts',
  // Emergency access; spelling.
  'break glass | break-glass | breakglass',
  // One-time password acronym.
  'otp | otps | one-time password | one time password | one-time passwords | one-time passcode',
  // TOTP acronym.
  'totp | time-based one-time password',
  // Authenticator app.
  'authenticator app | authenticator apps | authenticator application | authentication app',
  // SAML version 2.
  'saml 2.0 | saml2 | saml 2 | saml v2 | saml2.0',
  // OAuth 2 spellings.
  'oauth 2.0 | oauth2 | oauth 2 | oauth2.0',
  // LDAP acronym.
  'ldap | lightweight directory access protocol',
  // Active Directory ('ad' excluded: advertising).
  'active directory | microsoft active directory',
  // JIT provisioning.
  'jit provisioning | just-in-time provisioning | just in time provisioning',
  // Need to know spelling.
  'need to know | need-to-know',
  // ABAC acronym.
  'abac | attribute-based access control | attribute based access control',
  // Requiring two people.
  'four-eyes principle | four eyes principle | 4-eyes principle | two-person rule | two person rule | dual control',
  // Password manager.
  'password manager | password managers | password vault | password vaults',
  // Password ageing.
  'password expiry | password expiration | password aging | password ageing',
  // Idle session termination.
  'idle timeout | inactivity timeout | idle session timeout | session inactivity timeout | inactivity timeouts | idle timeouts | session automatically ended | sessions automatically ended | session automatically terminated | sessions automatically terminated | session is terminated | sessions are terminated | session times out | sessions time out',
  // Session timeout spelling.
  'session timeout | session time-out | session timeouts',
  // Account lockout spelling.
  'account lockout | account lock-out | account lockouts',
  // Brute force spelling.
  'brute force | brute-force',
  // Login verb/noun spellings.
  'log in | login | log-in | sign in | sign-in | signin | logon | log on | logins | sign-ins',
  // Logout spellings.
  'log out | logout | log-out | sign out | sign-out | log off | logoff | logged out | logs out | signed out | signs out | logged off | signed off',
  // User identifier.
  'username | user name | usernames | user names | user id | userid | login id | user ids',
  // Central collection of logs; spelling.
  'centralised logging | centralized logging | central logging | centralised log management | centralized log management',
  // NTP acronym.
  'ntp | network time protocol',
  // Time synchronisation spellings.
  'time synchronisation | time synchronization | time sync | clock synchronisation | clock synchronization',
  // Stored data.
  'data at rest | data-at-rest',
  // TLS version 1.2.
  'tls 1.2 | tls v1.2 | tls version 1.2 | tls1.2 | tlsv1.2',
  // TLS version 1.3.
  'tls 1.3 | tls v1.3 | tls version 1.3 | tls1.3 | tlsv1.3',
  // Same certificate object, old and new protocol names.
  'ssl certificate | tls certificate | ssl/tls certificate | ssl certificates | tls certificates | ssl/tls certificates',
  // SHA-256 spellings.
  'sha-256 | sha256 | sha 256',
  // Salted hashing.
  'hashed and salted | salted and hashed',
  // Tokenisation spelling.
  'tokenisation | tokenization',
  // Encryption keys.
  'encryption keys | encryption key | cryptographic keys | cryptographic key',
  // HYOK acronym.
  'hyok | hold your own key',
  // DEK acronym.
  'dek | data encryption key | data encryption keys | deks',
  // KEK acronym.
  'kek | key encryption key | key encryption keys | keks',
  // PKI acronym.
  'pki | public key infrastructure',
  // Data breach.
  'data breach | data breaches',
  // Numeric hours.
  '24 hours | 24 hrs | twenty-four hours | twenty four hours | 24-hour | 24 hour',
  // Numeric hours.
  '48 hours | 48 hrs | forty-eight hours | forty eight hours | 48-hour | 48 hour',
  // Numeric hours.
  '72 hours | 72 hrs | seventy-two hours | seventy two hours | 72-hour | 72 hour',
  // Minutes abbreviation.
  'minutes | mins',
  // SAST acronym.
  'sast | static application security testing',
  // DAST acronym.
  'dast | dynamic application security testing',
  // SBOM acronym.
  'sbom | sboms | software bill of materials | software bills of materials',
  // SDLC acronym.
  'sdlc | software development lifecycle | software development life cycle',
  // Code review.
  'code review | code reviews | peer code review | peer code reviews',
  // Version control synonyms.
  'version control | source control | revision control | source code management | version control system',
  // OWASP Top 10 spellings.
  'owasp top 10 | owasp top ten | owasp top-10',
  // SQL injection.
  'sql injection | sqli | sql-injection',
  // XSS.
  'cross-site scripting | cross site scripting | xss',
  // CSRF.
  'cross-site request forgery | cross site request forgery | csrf | xsrf',
  // Threat modelling spellings.
  'threat modelling | threat modeling',
  // Network segmentation.
  'network segmentation | network segregation',
  // CIS Benchmarks.
  'cis benchmarks | cis benchmark',
  // Asset inventory.
  'asset inventory | asset register | inventory of assets | asset inventories | asset registers | it asset inventory | it asset register',
  // Secure disposal of IT equipment.
  'it asset disposal | itad | it asset disposition | asset disposal | equipment disposal | hardware disposal',
  // Removable media.
  'removable media | removable storage media | removable storage',
  // Data classification.
  'data classification | information classification | classification of data | classification of information',
  // Information security.
  'information security | infosec | info sec',
  // Cybersecurity spelling.
  'cybersecurity | cyber security | cyber-security',
  // Security team.
  'security team | information security team | infosec team',
  // AUP acronym.
  'acceptable use policy | acceptable use policies | aup',
  // Code of conduct.
  'code of conduct | code of business conduct',
  // Disciplinary process.
  'disciplinary process | disciplinary procedure | disciplinary processes | disciplinary procedures',
  // Whistleblowing policy.
  'whistleblowing policy | whistleblower policy | whistle-blowing policy | speak up policy | speak-up policy',
  // Physical security: CCTV.
  'cctv | closed-circuit television | closed circuit television | video surveillance',
  // Badge/key card entry control.
  'badge access | keycard access | key card access | swipe card access | card access | access card | access cards | access badge | access badges',
  // Log of site visitors.
  'visitor log | visitor logs | visitor register | visitors log | visitor book | visitor registers',
  // Clear desk policy.
  'clean desk policy | clear desk policy | clean desk | clear desk',
  // Remote work.
  'remote working | remote work | working remotely | work from home | working from home | homeworking | home working | teleworking | telework | wfh',
  // Employee handbook.
  'employee handbook | staff handbook',
  // Right to work verification.
  'right to work check | right-to-work check | right to work checks | right-to-work checks | employment eligibility verification',
  // Mandatory training.
  'mandatory training | compulsory training | required training',
  // Non-compete spellings.
  'non-compete | non compete | noncompete | non-compete clause | non-competition clause',
  // End of employment.
  'termination of employment | end of employment | employment termination',
  // PCI Report on Compliance.
  'report on compliance | roc | pci roc',
  // PCI SAQ.
  'self-assessment questionnaire | self assessment questionnaire | saq | pci saq',
  // PCI QSA.
  'qualified security assessor | qsa | qsas',
  // SOC 1 spellings.
  'soc 1 | soc1 | soc i | soc-1',
  // SOC 3 spellings.
  'soc 3 | soc3 | soc iii | soc-3',
  // SOC expansion (old and new names).
  'service organization control | service organisation control | system and organization controls | service organization controls',
  // SSAE 18 spellings.
  'ssae 18 | ssae18 | ssae-18 | ssae no. 18',
  // ISAE 3402 spellings.
  'isae 3402 | isae3402 | isae-3402',
  // Auditor opinion without qualification.
  'unqualified opinion | unmodified opinion | clean opinion',
  // CSOCs.
  'complementary subservice organization controls | complementary subservice organisation controls',
  // Subservice organisation spellings.
  'subservice organization | subservice organizations | subservice organisation | subservice organisations | sub-service organization',
  // ISO/IEC 27701 spellings.
  'iso 27701 | iso/iec 27701 | iso27701 | iso-27701',
  // ISO/IEC 27017 spellings.
  'iso 27017 | iso/iec 27017 | iso27017 | iso-27017',
  // ISO/IEC 27018 spellings.
  'iso 27018 | iso/iec 27018 | iso27018 | iso-27018',
  // ISO 9001 spellings.
  'iso 9001 | iso9001 | iso-9001',
  // ISO 22301 spellings.
  'iso 22301 | iso22301 | iso-22301',
  // ISO 14001 spellings.
  'iso 14001 | iso14001 | iso-14001',
  // ISO nonconformity spellings.
  'nonconformity | non-conformity | non conformity | nonconformities | non-conformities | nonconformance | non-conformance',
  // Major nonconformity.
  'major nonconformity | major non-conformity | major nonconformities | major non-conformities | major non-conformance',
  // Gap analysis.
  'gap analysis | gap assessment | gap analyses | gap assessments',
  // Cyber Essentials Plus.
  'cyber essentials plus | cyber essentials+ | ce+',
  // NIST CSF.
  'nist csf | nist cybersecurity framework | nist cyber security framework',
  // NIST 800-53.
  'nist 800-53 | nist sp 800-53 | sp 800-53 | nist special publication 800-53',
  // NIST 800-171.
  'nist 800-171 | nist sp 800-171 | sp 800-171',
  // CMMC.
  'cmmc | cybersecurity maturity model certification',
  // CSA STAR.
  'csa star | cloud security alliance star | star registry',
  // CAIQ.
  'caiq | consensus assessments initiative questionnaire',
  // Shared Assessments SIG ('sig' alone excluded).
  'sig questionnaire | standardized information gathering | standardized information gathering questionnaire | shared assessments sig',
  // DORA.
  'dora | digital operational resilience act',
  // NIS2 spellings.
  'nis2 | nis 2 | nis2 directive | nis 2 directive',
  // FedRAMP.
  'fedramp | fed ramp',
  // HIPAA BAA.
  'business associate agreement | business associate agreements | baa | baas',
  // PHI.
  'phi | protected health information',
  // Trust centre.
  'trust center | trust centre | trust portal | security trust center | security trust centre',
  // Whitepaper spelling.
  'whitepaper | white paper | white-paper | whitepapers | white papers',
  // GDPR data processor.
  'data processor | data processors',
  // Joint controllers.
  'joint controller | joint controllers | joint data controllers',
  // UK Data Protection Act 2018.
  'data protection act 2018 | dpa 2018 | uk data protection act',
  // CCPA.
  'ccpa | california consumer privacy act',
  // CPRA.
  'cpra | california privacy rights act',
  // Customer data.
  'customer data | client data',
  // UK IDTA.
  'international data transfer agreement | idta',
  // EU-US Data Privacy Framework.
  'data privacy framework | eu-us data privacy framework | dpf | eu-u.s. data privacy framework',
  // EEA.
  'eea | european economic area',
  // EU.
  'eu | european union',
  // UK ('uk' and expansion).
  'uk | united kingdom',
  // USA ('us' excluded: pronoun).
  'usa | united states | united states of america | u.s. | u.s.a.',
  // GDPR right of access.
  'right of access | right to access',
  // GDPR right to rectification.
  'right to rectification | right of rectification',
  // GDPR right to data portability.
  'right to data portability | data portability right',
  // Sanitisation spellings.
  'media sanitization | media sanitisation | data sanitization | data sanitisation | sanitization | sanitisation',
  // Certificate of destruction.
  'certificate of destruction | certificate of data destruction | destruction certificate | certificates of destruction',
  // Localisation spelling.
  'data localisation | data localization',
  // Tenant isolation.
  'tenant isolation | tenant separation',
  // Single-tenant spellings.
  'single-tenant | single tenant | single-tenancy | single tenancy',
  // Cookie policy.
  'cookie policy | cookie notice | cookies policy | cookies notice',
  // Privacy by design.
  'privacy by design | data protection by design',
  // Lawful basis.
  'lawful basis | legal basis | lawful bases | legal bases | lawful basis for processing | legal basis for processing',
  // Legitimate interests.
  'legitimate interest | legitimate interests',
  // Minimisation spelling.
  'data minimisation | data minimization',
  // Pseudonymisation spelling.
  'pseudonymisation | pseudonymization | pseudonymised | pseudonymized | pseudonymous',
  // Anonymisation spelling.
  'anonymisation | anonymization | anonymised | anonymized',
  // Supervisory authority.
  'supervisory authority | supervisory authorities | data protection authority | data protection authorities | data protection regulator',
  // Opt-out spelling.
  'opt-out | opt out | optout',
  // Opt-in spelling.
  'opt-in | opt in | optin',
  // OpenAPI/Swagger specification.
  'openapi specification | openapi spec | swagger spec | swagger specification | openapi definition',
  // SDK acronym.
  'sdk | sdks | software development kit | software development kits',
  // Rate limiting / throttling.
  'rate limiting | rate limits | rate limit | api rate limits | throttling | api throttling',
  // UI acronym.
  'user interface | ui | user interfaces',
  // GUI acronym.
  'gui | graphical user interface',
  // UX acronym.
  'ux | user experience',
  // PaaS.
  'paas | platform as a service | platform-as-a-service',
  // IaaS.
  'iaas | infrastructure as a service | infrastructure-as-a-service',
  // Web-based.
  'web-based | web based | browser-based | browser based',
  // Mobile app.
  'mobile app | mobile apps | mobile application | mobile applications',
  // Sandbox environment.
  'sandbox | sandboxes | sandbox environment | sandbox environments',
  // Production environment.
  'production environment | production environments | live environment | prod environment | live environments',
  // Non-production spellings.
  'non-production | non production | nonproduction | non-prod | non-production environments | non-production environment',
  // White-label spellings.
  'white-label | white label | whitelabel | white-labelled | white-labeled',
  // Allowlist (old and new terms).
  'allowlist | whitelist | allow list | allow-list | allowlists | whitelists',
  // Denylist (old and new terms).
  'denylist | blacklist | blocklist | deny list | block list | deny-list | block-list',
  // CSV.
  'csv | comma-separated values | comma separated values',
  // AI.
  'ai | artificial intelligence',
  // Generative AI.
  'generative ai | genai | gen ai',
  // LLM.
  'llm | llms | large language model | large language models',
  // Accessibility standards.
  'wcag | web content accessibility guidelines',
  // VPAT.
  'vpat | voluntary product accessibility template | vpats',
  // Cloud provider ('csp' excluded: content security policy).
  'cloud service provider | cloud service providers | cloud provider | cloud providers | cloud services provider | cloud hosting provider',
  // AWS.
  'aws | amazon web services',
  // GCP.
  'gcp | google cloud platform | google cloud',
  // Azure.
  'microsoft azure | azure',
  // MSP.
  'managed service provider | managed service providers | msp | msps',
  // MSSP.
  'managed security service provider | managed security service providers | mssp | mssps',
  // CDN.
  'cdn | cdns | content delivery network | content distribution network | content delivery networks',
  // DNS.
  'dns | domain name system',
  // SSH.
  'ssh | secure shell',
  // SFTP.
  'sftp | ssh file transfer protocol | secure file transfer protocol',
  // DKIM.
  'dkim | domainkeys identified mail',
  // Open source spelling.
  'open source | open-source | open source software | open-source software',
  // IaC.
  'iac | infrastructure as code | infrastructure-as-code',
  // Email spelling.
  'email | e-mail | emails | e-mails',
  // Real-time spelling.
  'real-time | real time | realtime',
  // LNP.
  'lnp | local number portability',
  // ACD.
  'acd | automatic call distribution | automatic call distributor',
  // CTI expansion ('cti' excluded: threat intel).
  'computer telephony integration | computer-telephony integration',
  // PSTN.
  'pstn | public switched telephone network',
  // SMS.
  'sms | text message | text messages | short message service | sms messages',
  // Call detail records.
  'call detail record | call detail records | cdr | cdrs',
  // Voicemail spelling.
  'voicemail | voice mail | voice-mail',
  // Auto attendant spelling.
  'auto attendant | auto-attendant | automated attendant',
  // Softphone spelling.
  'softphone | soft phone | soft-phone | softphones',
  // AHT.
  'average handle time | average handling time | aht',
  // First contact/call resolution.
  'first contact resolution | first call resolution | fcr',
  // CSAT.
  'csat | customer satisfaction score | customer satisfaction scores',
  // NPS.
  'nps | net promoter score',
  // Abandonment rate.
  'abandonment rate | abandon rate | abandoned call rate | call abandonment rate',
  // WFM.
  'wfm | workforce management',
  // Omnichannel spelling.
  'omnichannel | omni-channel | omni channel',
  // Supply chain spelling.
  'supply chain | supply-chain | supply chains',
  // British/American spelling.
  'organisational | organizational',
  // British/American spelling.
  'unauthorised | unauthorized',
  // British/American spelling.
  'defence in depth | defense in depth | defence-in-depth | defense-in-depth',
  // British/American spelling.
  'analyse | analyze | analysed | analyzed',
  // British/American spelling.
  'behaviour | behavior | behaviours | behaviors',
  // British/American spelling.
  'catalogue | catalog | catalogues | catalogs',
  // British/American spelling.
  'enrolment | enrollment | enrolments | enrollments',
  // British/American spelling.
  'cancelled | canceled',
  // British/American spelling.
  'cancelling | canceling',
  // British/American spelling.
  'prioritise | prioritize | prioritised | prioritized',
  // British/American spelling.
  'utilise | utilize | utilised | utilized',
  // British/American spelling.
  'minimise | minimize | minimised | minimized',
  // British/American spelling.
  'standardised | standardized',
  // British/American spelling.
  'centralised | centralized',
  // (added after the helper's list, from general usage) screening done before someone starts work: the buyer's "prior to hire" is the vendor's "before their start date"
  'prior to hire | prior to hiring | prior to employment | prior to joining | prior to their start date | prior to starting | before hire | before hiring | before being hired | before employment | before joining | before they join | before they start | before starting | before their start date | before the start date | pre-employment | pre employment',
  // (added by us, from general usage) a system or version taken out of service
  'decommission | decommissioned | decommissioning | switched off | switch off | switches off | turned off | shut down | retired | sunset | sunsetted | sunsetting',
  // (added by us) what is unused in one period is not carried into the next
  'carry forward | carried forward | carries forward | carry over | carried over | carries over | roll over | rolled over | rolls over | rollover',
  // (added by us) the end of a customer's contract, however it comes
  'contract exit | exit from the contract | end of the contract | end of contract | contract end | contract ends | end of the agreement | end of the subscription | subscription ends | termination of the contract | contract termination | termination of the agreement',
  // (added by us) a session with no activity: "after 20 minutes of inactivity" is "after 20 minutes without activity"
  'inactivity | idle | idleness | without activity | no activity | of no activity',
];
