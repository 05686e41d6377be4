// A Spanish question read in English words, for the offline answerer over an English library: security and
// questionnaire vocabulary only (phrases first, then words); words it does not know stay as they are.
import { fold } from '../text/words';

/** Spanish phrases that name one English thing ("copias de seguridad" are backups, not security). */
const PHRASES: Array<[RegExp, string]> = [
  [/\bcopias? de (?:seguridad|respaldo)\b/g, 'backup'],
  [/\bbases? de datos\b/g, 'database'],
  [/\ben reposo\b/g, 'at rest'],
  [/\ben transito\b/g, 'in transit'],
  [/\bzonas? de disponibilidad\b/g, 'availability zones'],
  [/\b(?:verificacion|comprobacion|investigacion)(?:es)? de antecedentes\b/g, 'background checks'],
  [/\bpruebas? de (?:penetracion|intrusion)\b/g, 'penetration tests'],
  [/\brecuperacion (?:ante|de) desastres\b/g, 'disaster recovery'],
  [/\bautenticacion (?:multifactor|de dos factores|multi-factor)\b/g, 'multi-factor authentication'],
  [/\b(?:alta|maxima) (?:severidad|gravedad|criticidad)\b/g, 'high-severity'],
  [/\bcortafuegos de aplicaciones web\b/g, 'web application firewall'],
  [/\bdenegacion (?:distribuida )?de servicio\b/g, 'denial of service'],
  [/\bcodigo abierto\b/g, 'open source'],
  [/\bcon que frecuencia\b|\bcada cuanto(?: tiempo)?\b/g, 'how often'],
  [/\bobjetivo de punto de recuperacion\b/g, 'recovery point objective'],
  [/\bobjetivo de tiempo de recuperacion\b/g, 'recovery time objective'],
  [/\bcuant[oa]s\b/g, 'how many'],
];

/** Spanish words and their English reading; '' drops a verb that carries no subject ("hacen", "usan"). */
const WORDS: Record<string, string> = {
  cifran: 'encrypted',
  ciframos: 'encrypted',
  cifrado: 'encrypted',
  cifrados: 'encrypted',
  cifradas: 'encrypted',
  cifra: 'encrypted',
  cifrar: 'encrypt',
  algoritmo: 'algorithm',
  datos: 'data',
  empleados: 'employees',
  empleado: 'employee',
  contratistas: 'contractors',
  proveedores: 'vendors',
  clientes: 'customers',
  usuarios: 'users',
  contrasenas: 'passwords',
  respaldos: 'backups',
  parches: 'patches',
  seguridad: 'security',
  severidad: 'severity',
  tiempo: 'time',
  region: 'region',
  regiones: 'regions',
  formacion: 'training',
  capacitacion: 'training',
  concienciacion: 'awareness',
  programa: 'program',
  pruebas: 'tests',
  prueba: 'test',
  anual: 'annual',
  anualmente: 'annually',
  diario: 'daily',
  diariamente: 'daily',
  semanal: 'weekly',
  certificada: 'certified',
  certificado: 'certified',
  certificacion: 'certification',
  informe: 'report',
  auditoria: 'audit',
  auditorias: 'audits',
  registros: 'logs',
  incidentes: 'incidents',
  recuperacion: 'recovery',
  archivos: 'files',
  ficheros: 'files',
  tamano: 'size',
  maximo: 'maximum',
  correo: 'email',
  codigo: 'code',
  cambios: 'changes',
  revisados: 'reviewed',
  revisan: 'reviewed',
  autor: 'author',
  cuentas: 'accounts',
  retencion: 'retention',
  conservan: 'retain',
  meses: 'months',
  horas: 'hours',
  semana: 'week',
  inquilinos: 'tenants',
  ataques: 'attacks',
  privacidad: 'privacy',
  acceso: 'access',
  portatiles: 'laptops',
  almacenamiento: 'storage',
  durabilidad: 'durability',
  contrasena: 'password',
  version: 'version',
  hacen: '',
  realizan: '',
  usan: '',
  utilizan: '',
  aplican: '',
  reciben: '',
  tienen: '',
  cuentan: '',
  ofrecen: '',
  se: '',
};

/** The question in English words for matching an English library; the same text when nothing was read. */
export function englishReading(question: string): string {
  let f = fold(question).replace(/[¿¡]/g, ' ');
  for (const [re, en] of PHRASES) f = f.replace(re, en);
  return f
    .split(/\s+/)
    .map((w) => {
      const word = w.replace(/[^a-z0-9-]/g, '');
      return word in WORDS ? (WORDS[word] ?? w) : w;
    })
    .filter((w) => w !== '')
    .join(' ');
}
