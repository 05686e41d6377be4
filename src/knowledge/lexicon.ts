// The topics companies are asked about most in proposals and RFPs, with the words (EN + ES) that name each one.
// Cue phrases are written folded (lower case, no accents); "strong" cues name the topic (weight 2), "weak" ones
// only hint at it (weight 1). A sentence belongs to a concept when its cues weigh 2 or more.

export interface Concept {
  key: string;
  label: { en: string; es: string };
  strong: string[];
  weak?: string[];
  /** Weight of a strong cue: 3 for named standards and metrics (SOC 2, RPO) that outrank generic words. */
  strongWeight?: number;
  /**
   * A metric whose value is the one fact asked, whatever else the question says ("What is the RTO of the LMS in a
   * regional outage?" asks the RTO). Other concepts, named standards among them, are asked about in many ways: "Will
   * you sign a HIPAA BAA?" and "Have you done a HIPAA risk analysis?" are two facts.
   */
  oneValue?: boolean;
  /** What the concept's one figure counts ("employees" for a head count): an answer states a figure of that thing. */
  counts?: string;
  /** A value that hints at the concept, e.g. a 99.x% figure for availability. */
  hint?: RegExp;
  /**
   * Kinds of the concept that are facts of their own (cyber and general liability insurance are two policies): a
   * statement naming one is kept under "concept/kind", so one kind never replaces another. Their cues are not the
   * concept's: they only tell its kinds apart.
   */
  facets?: Facet[];
}

export interface Facet {
  key: string;
  label: { en: string; es: string };
  cues: string[];
}

export const CONCEPTS: Concept[] = [
  {
    key: 'availability',
    label: { en: 'uptime SLA', es: 'SLA de disponibilidad' },
    strong: ['uptime', 'availability', 'available 99', 'disponibilidad', 'tiempo de actividad', 'up time'],
    weak: ['sla', 'service level', 'nivel de servicio', 'acuerdo de nivel de servicio', 'guarantee', 'garantizamos', 'commit'],
    hint: /\b99(?:[.,]\d+)?\s?%/,
  },
  {
    key: 'support_response',
    label: { en: 'support response time', es: 'tiempo de respuesta de soporte' },
    strong: [
      'response time',
      'first response',
      'respond within',
      'responds within',
      'tiempo de respuesta',
      'primera respuesta',
      'respondemos en',
    ],
    weak: ['ticket', 'critical', 'critico', 'sla', 'hour', 'hora'],
  },
  {
    key: 'support_hours',
    label: { en: 'support hours', es: 'horario de soporte' },
    strong: [
      'support hour',
      '24/7',
      '24x7',
      'business hour',
      'horario de soporte',
      'horario de atencion',
      'soporte 24',
      'support is available',
      'support available',
    ],
    weak: ['support', 'soporte', 'helpdesk', 'help desk'],
  },
  {
    key: 'headquarters',
    label: { en: 'headquarters', es: 'sede' },
    strong: [
      'headquarter',
      'headquartered',
      'hq',
      'based in',
      'head office',
      'sede',
      'oficina central',
      'con sede',
      'ubicada en',
      'ubicados en',
    ],
  },
  {
    key: 'founded',
    label: { en: 'founding year', es: 'año de fundación' },
    // Spanish "fundada" stems to "fund", as "funds" does: only in phrases no English sentence has
    strong: [
      'founded',
      'established in',
      'incorporated in',
      'in business',
      'years in operation',
      'fue fundada',
      'fue fundado',
      'fundada en',
      'fundado en',
      'fundamos',
      'de fundacion',
      'se fundo',
    ],
    weak: ['since', 'desde'],
  },
  {
    key: 'employees',
    label: { en: 'number of employees', es: 'número de empleados' },
    // (a head count is a figure of employees: "What is your current headcount?" is not answered by "…applies to all
    // employees" nor by "Staff passwords must be at least 16 characters long")
    oneValue: true,
    counts: 'employees',
    // "staff" is in many requirements ("Contractor staff shall…"): a head count is named, or a figure says it
    strong: [
      'number of employees',
      'how many employees',
      // (a head count of full-time staff is one too: "How many full-time employees…?", new-user trial 17)
      'number of full-time employees',
      'how many full-time employees',
      'number of full time employees',
      'how many full time employees',
      'employee count',
      'headcount',
      'head count',
      'number of staff',
      'how many staff',
      'staff size',
      'numero de empleados',
      'cuantos empleados',
      'plantilla',
      'people work',
      'personas trabajan',
    ],
    weak: ['employee', 'staff', 'empleado', 'trabajadores'],
    hint: /\b\d[\d,.]*\s*(?:\+|k|mil)?\s*(?:full[- ]time\s+)?(?:employees|staff|people|empleados|trabajadores|colaboradores)\b/i,
  },
  {
    key: 'customers',
    label: { en: 'number of customers', es: 'número de clientes' },
    // "customer data" is in every security question: a customer count is named, or a figure says it
    strong: [
      'number of customers',
      'how many customers',
      'customer count',
      'customer base',
      'number of clients',
      'how many clients',
      'numero de clientes',
      'cuantos clientes',
    ],
    weak: ['customer', 'client', 'cliente'],
    hint: /\b\d[\d,.]*\s*(?:\+|k|mil)?\s*(?:active\s+|paying\s+)?(?:customers|clients|clientes)\b/i,
  },
  {
    key: 'ceo',
    label: { en: 'CEO', es: 'director ejecutivo' },
    strong: ['ceo', 'chief executive', 'director ejecutivo', 'consejero delegado'],
  },
  {
    key: 'legal_name',
    label: { en: 'legal name', es: 'razón social' },
    strong: ['legal name', 'registered name', 'razon social', 'nombre legal', 'legal entity'],
  },
  {
    key: 'hosting',
    label: { en: 'hosting provider', es: 'proveedor de alojamiento' },
    strong: [
      'hosted on',
      'host on',
      'hosting',
      'cloud provider',
      'aws',
      'amazon web service',
      'azure',
      'google cloud',
      'gcp',
      'alojado',
      'alojada',
      'alojamos',
      'proveedor de nube',
      'alojamiento',
    ],
  },
  {
    key: 'data_residency',
    label: { en: 'data residency', es: 'residencia de datos' },
    strong: [
      'data residency',
      'data is stored',
      'data stored',
      'store data',
      'store customer data',
      'data center',
      'datacenter',
      'residencia de datos',
      'centros de datos',
      'datos se almacenan',
      'almacenamos los datos',
    ],
    weak: ['region', 'eu', 'europe', 'europa', 'union europea'],
  },
  {
    key: 'encryption_at_rest',
    label: { en: 'encryption at rest', es: 'cifrado en reposo' },
    strong: ['at rest', 'en reposo'],
    weak: ['aes', 'encrypt', 'encrypted', 'encryption', 'cifrado', 'cifrada', 'ciframos'],
  },
  {
    key: 'encryption_in_transit',
    label: { en: 'encryption in transit', es: 'cifrado en tránsito' },
    strong: ['in transit', 'en transito', 'tls'],
    weak: ['encrypt', 'encrypted', 'encryption', 'cifrado', 'https'],
  },
  { key: 'soc2', strongWeight: 3, label: { en: 'SOC 2', es: 'SOC 2' }, strong: ['soc 2', 'soc2', 'soc ii'] },
  {
    key: 'iso27001',
    strongWeight: 3,
    label: { en: 'ISO 27001', es: 'ISO 27001' },
    strong: ['iso 27001', 'iso27001', 'iso/iec 27001', 'iec 27001'],
  },
  { key: 'gdpr', strongWeight: 3, label: { en: 'GDPR', es: 'RGPD' }, strong: ['gdpr', 'rgpd'] },
  { key: 'hipaa', strongWeight: 3, label: { en: 'HIPAA', es: 'HIPAA' }, strong: ['hipaa'] },
  { key: 'pci', strongWeight: 3, label: { en: 'PCI DSS', es: 'PCI DSS' }, strong: ['pci'] },
  {
    key: 'backups',
    label: { en: 'backups', es: 'copias de seguridad' },
    strong: ['backup', 'back up', 'backed up', 'copia de seguridad', 'respaldo'],
  },
  {
    key: 'rto',
    strongWeight: 3,
    oneValue: true,
    label: { en: 'RTO', es: 'RTO' },
    strong: ['rto', 'recovery time objective', 'tiempo de recuperacion'],
  },
  {
    key: 'rpo',
    strongWeight: 3,
    oneValue: true,
    label: { en: 'RPO', es: 'RPO' },
    strong: ['rpo', 'recovery point objective', 'punto de recuperacion'],
  },
  {
    key: 'pentest',
    strongWeight: 3,
    label: { en: 'penetration testing', es: 'pruebas de penetración' },
    strong: ['penetration test', 'pen test', 'pentest', 'prueba de penetracion', 'pruebas de penetracion'],
  },
  {
    // (its own topic: a fact on scanning "all production hosts" was filed under "hosting provider" by the word "hosts"
    // and replaced by the next hosting fact, new-user trial 17)
    key: 'vulnerability_scanning',
    label: { en: 'vulnerability scanning', es: 'escaneo de vulnerabilidades' },
    strong: [
      'vulnerability scan',
      'vulnerability scans',
      'vulnerability scanning',
      'scan for vulnerabilities',
      'scans for vulnerabilities',
      'vulnerability assessment',
      'escaneo de vulnerabilidades',
      'analisis de vulnerabilidades',
    ],
  },
  {
    key: 'sso',
    strongWeight: 3,
    label: { en: 'single sign-on', es: 'inicio de sesión único' },
    strong: ['sso', 'single sign-on', 'single sign on', 'saml', 'inicio de sesion unico'],
  },
  {
    key: 'mfa',
    strongWeight: 3,
    label: { en: 'multi-factor authentication', es: 'autenticación multifactor' },
    strong: [
      'mfa',
      '2fa',
      'multi-factor',
      'two-factor',
      'multifactor',
      'autenticacion multifactor',
      'doble factor',
      'fido2',
      'u2f',
    ],
  },
  {
    key: 'pricing',
    label: { en: 'pricing', es: 'precio' },
    strong: ['price', 'pricing', 'per seat', 'per user per month', 'precio', 'cuesta', 'tarifa', 'list price'],
    weak: ['cost', 'costs', 'eur', 'usd', 'coste', 'costo'],
  },
  {
    key: 'payment_terms',
    label: { en: 'payment terms', es: 'condiciones de pago' },
    strong: ['payment term', 'net 30', 'net 60', 'invoice', 'invoiced', 'condiciones de pago', 'facturamos', 'factura', 'pago a'],
  },
  {
    key: 'contract_term',
    label: { en: 'contract term', es: 'duración del contrato' },
    strong: [
      'minimum term',
      'contract term',
      'contract length',
      'plazo del contrato',
      'duracion del contrato',
      'permanencia',
      'contrato minimo',
    ],
  },
  {
    key: 'implementation',
    label: { en: 'implementation time', es: 'plazo de implantación' },
    // the time it takes, not any practice "implemented" ("Are key destruction procedures implemented?" is not this)
    strong: [
      'implementation time',
      'implementation timeline',
      'implementation period',
      'implementation plan',
      'time to implement',
      'onboarding time',
      'time to go live',
      'go-live',
      'go live',
      'tiempo de implantacion',
      'plazo de implantacion',
      'tiempo de implementacion',
      'plazo de implementacion',
      'puesta en marcha',
    ],
    weak: [
      'implementation',
      'onboarding',
      'implantacion',
      'implementacion',
      'how long',
      'week',
      'day',
      'month',
      'semana',
      'timeline',
      'cuanto tarda',
    ],
  },
  {
    key: 'data_retention',
    label: { en: 'data retention', es: 'retención de datos' },
    strong: ['retention', 'retain', 'retained', 'retencion', 'conservamos'],
  },
  {
    key: 'breach_notification',
    label: { en: 'breach notification', es: 'notificación de brechas' },
    strong: [
      'breach notification',
      'notify customer',
      'incident notification',
      'notificacion de brecha',
      'notificamos',
      'breach',
    ],
  },
  {
    key: 'insurance',
    label: { en: 'insurance', es: 'seguro' },
    strong: ['insurance', 'insured', 'seguro de responsabilidad', 'poliza', 'asegurado'],
    // "our cyber liability policy" names insurance without the word; "liability" alone is a contract's too. Strong
    // cues would also credit their parts ("coverage", "policy") as answering any insurance question, so a hint.
    weak: ['liability'],
    hint: /\b(?:cyber|general|professional|public|umbrella|excess|auto(?:mobile)?|employers'?)\s+liability\b|\berrors and omissions\b/i,
    facets: [
      {
        key: 'cyber',
        label: { en: 'cyber liability insurance', es: 'seguro de ciberriesgos' },
        cues: ['cyber', 'ciber', 'cyber liability', 'network security', 'privacy liability', 'ciberriesgo', 'ciberriesgos'],
      },
      {
        key: 'professional',
        label: { en: 'professional liability insurance', es: 'seguro de responsabilidad profesional' },
        cues: ['professional liability', 'errors and omissions', 'responsabilidad profesional', 'errores y omisiones'],
      },
      {
        key: 'general',
        label: { en: 'general liability insurance', es: 'seguro de responsabilidad civil general' },
        cues: ['general liability', 'commercial general', 'public liability', 'responsabilidad civil general'],
      },
      {
        key: 'workers',
        label: { en: "workers' compensation insurance", es: 'seguro de accidentes de trabajo' },
        cues: ['workers compensation', "workers' compensation", 'workers comp', 'employers liability', 'accidentes de trabajo'],
      },
      {
        key: 'auto',
        label: { en: 'automobile liability insurance', es: 'seguro de automóviles' },
        cues: ['automobile', 'auto liability', 'vehicle', 'vehiculos', 'automoviles'],
      },
      {
        key: 'umbrella',
        label: { en: 'umbrella liability insurance', es: 'seguro de responsabilidad excedente' },
        cues: ['umbrella', 'excess liability', 'responsabilidad excedente'],
      },
    ],
  },
  {
    key: 'languages',
    label: { en: 'supported languages', es: 'idiomas disponibles' },
    strong: ['language', 'idioma', 'localized', 'localised', 'traducido'],
  },
  {
    key: 'integrations',
    label: { en: 'integrations', es: 'integraciones' },
    strong: ['integrates with', 'integration', 'integracion', 'se integra', 'integra con'],
  },
  { key: 'website', label: { en: 'website', es: 'sitio web' }, strong: ['website', 'web site', 'sitio web', 'pagina web'] },
  {
    key: 'accessibility',
    label: { en: 'accessibility', es: 'accesibilidad' },
    strong: ['wcag', 'accessibility', 'accesibilidad', 'section 508'],
  },
  {
    key: 'dpo',
    label: { en: 'data protection officer', es: 'delegado de protección de datos' },
    strong: ['data protection officer', 'dpo', 'delegado de proteccion de datos'],
  },
  {
    key: 'subprocessors',
    label: { en: 'subprocessors', es: 'subencargados' },
    strong: ['subprocessor', 'sub-processor', 'subencargado'],
  },
  {
    key: 'tax_id',
    label: { en: 'tax ID', es: 'identificación fiscal' },
    strong: ['vat number', 'tax id', 'ein', 'nif', 'cif', 'numero de iva'],
  },
];
