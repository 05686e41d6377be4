// A general Spanish→English word list for reading a Spanish question against an English library (offline engine):
// security, IT, compliance and business vocabulary written from general knowledge, not from any questionnaire.
// Nouns and adjectives list their singular masculine form, verbs their infinitive; the other forms are derived.
// Limits (README "Facts"): word by word, no grammar or word sense; a word it does not know stays as it is.
import { fold } from '../text/words';

/** Multi-word expressions that name one English thing ("copia de seguridad" is a backup, not security). */
const PHRASES = `
copia de seguridad=backup; copias de seguridad=backups; copia de respaldo=backup; copias de respaldo=backups;
base de datos=database; bases de datos=databases; centro de datos=data center; centros de datos=data centers;
en reposo=at rest; en transito=in transit; en transmision=in transit; de extremo a extremo=end-to-end;
recuperacion ante desastres=disaster recovery; recuperacion de desastres=disaster recovery;
continuidad del negocio=business continuity; continuidad de negocio=business continuity;
plan de respuesta a incidentes=incident response plan; respuesta a incidentes=incident response;
gestion de incidentes=incident management; gestion de cambios=change management; control de cambios=change control;
gestion de vulnerabilidades=vulnerability management; gestion de riesgos=risk management;
gestion de accesos=access management; gestion de identidades=identity management; control de acceso=access control;
controles de acceso=access controls; privilegio minimo=least privilege; minimo privilegio=least privilege;
autenticacion multifactor=multi-factor authentication; autenticacion de dos factores=two-factor authentication;
doble factor=two-factor; inicio de sesion unico=single sign-on; inicio de sesion=login; cierre de sesion=logout;
prueba de penetracion=penetration test; pruebas de penetracion=penetration tests; prueba de intrusion=penetration test;
pruebas de intrusion=penetration tests; analisis de vulnerabilidades=vulnerability scan; escaneo de vulnerabilidades=vulnerability scan;
verificacion de antecedentes=background check; verificaciones de antecedentes=background checks;
comprobacion de antecedentes=background check; investigacion de antecedentes=background check;
concienciacion en seguridad=security awareness; formacion en seguridad=security training;
acuerdo de nivel de servicio=service level agreement; nivel de servicio=service level; tiempo de actividad=uptime;
tiempo de respuesta=response time; tiempo de inactividad=downtime; alta disponibilidad=high availability;
zona de disponibilidad=availability zone; zonas de disponibilidad=availability zones;
objetivo de tiempo de recuperacion=recovery time objective; objetivo de punto de recuperacion=recovery point objective;
punto de recuperacion=recovery point; tiempo de recuperacion=recovery time;
cortafuegos de aplicaciones web=web application firewall; sistema de deteccion de intrusos=intrusion detection system;
deteccion de intrusiones=intrusion detection; prevencion de intrusiones=intrusion prevention;
denegacion de servicio=denial of service; denegacion distribuida de servicio=distributed denial of service;
codigo abierto=open source; codigo fuente=source code; revision de codigo=code review; revisiones de codigo=code reviews;
ciclo de vida=lifecycle; desarrollo seguro=secure development; entorno de produccion=production environment;
entornos de produccion=production environments; fuera de produccion=non-production; de terceros=third-party;
terceras partes=third parties; tercera parte=third party; proveedor de servicios=service provider;
proveedores de servicios=service providers; proveedor de nube=cloud provider; en la nube=in the cloud;
datos personales=personal data; datos sensibles=sensitive data; informacion confidencial=confidential information;
proteccion de datos=data protection; delegado de proteccion de datos=data protection officer;
residencia de datos=data residency; ubicacion de los datos=data location; retencion de datos=data retention;
eliminacion de datos=data deletion; borrado seguro=secure deletion; fuga de datos=data leak; brecha de datos=data breach;
violacion de datos=data breach; violacion de seguridad=security breach; registro de auditoria=audit log;
registros de auditoria=audit logs; pista de auditoria=audit trail; gestion de claves=key management;
rotacion de claves=key rotation; clave maestra=master key; claves de cifrado=encryption keys; clave de cifrado=encryption key;
modulo de seguridad de hardware=hardware security module; certificado digital=digital certificate;
alta severidad=high severity; alta gravedad=high severity; maxima severidad=critical severity; alta criticidad=high criticality;
parches de seguridad=security patches; parche de seguridad=security patch; seguro de ciberriesgos=cyber insurance;
seguro cibernetico=cyber insurance; seguro de responsabilidad=liability insurance; dispositivos moviles=mobile devices;
dispositivo movil=mobile device; correo electronico=email; contrasena de un solo uso=one-time password;
recursos humanos=human resources; alta direccion=senior management; junta directiva=board of directors;
oficial de seguridad=security officer; responsable de seguridad=security officer; equipo de seguridad=security team;
con que frecuencia=how often; cada cuanto tiempo=how often; cada cuanto=how often; al menos una vez al ano=at least annually;
una vez al ano=once a year; cada ano=every year; cada mes=every month; cada semana=every week; cada dia=every day;
en tiempo real=real time; las 24 horas=24 hours; fin de semana=weekend; dias habiles=business days;
cuantos=how many; cuantas=how many; cuanto tiempo=how long; que tan rapido=how quickly; por cuanto tiempo=how long
`;

/** Nouns (singular; plural derived). */
const NOUNS = `
suscripcion:subscription licencia:license renovacion:renewal plazo:term vencimiento:expiration inicio:start fin:end
acceso:access accion:action acuerdo:agreement administrador:administrator alcance:scope alerta:alert algoritmo:algorithm
almacenamiento:storage amenaza:threat analisis:analysis antecedente:background antivirus:antivirus aplicacion:application
archivo:file fichero:file area:area arquitectura:architecture ataque:attack auditor:auditor auditoria:audit autenticacion:authentication
autorizacion:authorization aviso:notice ano:year brecha:breach bloqueo:lockout borrado:deletion cambio:change capacidad:capacity
capacitacion:training certificacion:certification certificado:certificate cifrado:encryption ciberseguridad:cybersecurity
cliente:customer clave:key codigo:code comite:committee compania:company componente:component computadora:computer
comunicacion:communication concienciacion:awareness confidencialidad:confidentiality configuracion:configuration
conexion:connection consentimiento:consent contenedor:container contingencia:contingency continuidad:continuity contrasena:password
contratista:contractor contrato:contract control:control copia:copy correo:email cortafuegos:firewall cuenta:account
cumplimiento:compliance dano:damage dato:data defensa:defense deteccion:detection desarrollador:developer desarrollo:development
desastre:disaster despliegue:deployment destruccion:destruction dia:day direccion:management director:director disponibilidad:availability
dispositivo:device documento:document dominio:domain duracion:duration durabilidad:durability ejecutivo:executive
eliminacion:deletion empleado:employee empresa:company encargado:processor entorno:environment equipo:team error:error
escaneo:scan estandar:standard evaluacion:assessment evento:event evidencia:evidence excepcion:exception exposicion:exposure
falla:failure fallo:failure firma:signature firewall:firewall formacion:training fraude:fraud fuga:leak funcion:role
gestion:management gobierno:governance gravedad:severity hallazgo:finding herramienta:tool hora:hour hospedaje:hosting
alojamiento:hosting identidad:identity impacto:impact incidente:incident indicador:indicator informe:report infraestructura:infrastructure
informacion:information ingeniero:engineer inquilino:tenant integridad:integrity interrupcion:outage intrusion:intrusion
inventario:inventory investigacion:investigation licencia:license limite:limit llave:key mantenimiento:maintenance
medida:measure mes:month metodo:method minuto:minute monitoreo:monitoring monitorizacion:monitoring nivel:level norma:standard
notificacion:notification nube:cloud objetivo:objective oficina:office operacion:operation organizacion:organization
origen:origin parche:patch pais:country perimetro:perimeter periodo:period permiso:permission personal:personnel plan:plan
plataforma:platform plazo:deadline politica:policy portatil:laptop privacidad:privacy privilegio:privilege procedimiento:procedure
proceso:process producto:product programa:program propietario:owner proteccion:protection proveedor:vendor prueba:test
puerto:port punto:point recuperacion:recovery red:network region:region registro:log reglamento:regulation regulacion:regulation
reporte:report requisito:requirement resguardo:backup respaldo:backup respuesta:response responsabilidad:responsibility
responsable:owner restauracion:restore retencion:retention revision:review riesgo:risk rol:role ruta:path salida:exit
seguridad:security seguro:insurance semana:week servicio:service servidor:server sesion:session severidad:severity sistema:system
sitio:site software:software solicitud:request subencargado:subprocessor subprocesador:subprocessor supervision:oversight
tamano:size tarjeta:card tecnologia:technology tiempo:time token:token trabajador:worker transferencia:transfer
transito:transit tratamiento:processing umbral:threshold ubicacion:location usuario:user validacion:validation
verificacion:verification version:version violacion:breach virus:virus vulnerabilidad:vulnerability zona:zone
aislamiento:isolation segregacion:segregation segmentacion:segmentation separacion:separation particion:partition
replica:replica replicacion:replication instantanea:snapshot cola:queue carga:load balanceador:balancer trafico:traffic
protocolo:protocol cifra:cipher hash:hash firma:signature sello:seal huella:fingerprint biometria:biometrics
tarjeta:card pago:payment factura:invoice precio:price tarifa:rate coste:cost costo:cost presupuesto:budget descuento:discount
soporte:support ticket:ticket consulta:query queja:complaint reclamacion:claim garantia:warranty indemnizacion:indemnity
poliza:policy cobertura:coverage asegurador:insurer demanda:lawsuit ley:law jurisdiccion:jurisdiction tribunal:court
auditado:audit sede:headquarters fundacion:founding plantilla:headcount director:director socio:partner filial:subsidiary
`;

/** Adjectives (masculine singular, or one form for both genders; the rest derived). */
const ADJECTIVES = `
anual:annual mensual:monthly semanal:weekly diario:daily trimestral:quarterly semestral:semiannual periodico:periodic
continuo:continuous automatico:automatic manual:manual fisico:physical logico:logical tecnico:technical administrativo:administrative
externo:external interno:internal independiente:independent critico:critical alto:high bajo:low medio:medium maximo:maximum
minimo:minimum seguro:secure confidencial:confidential sensible:sensitive personal:personal publico:public privado:private
nuevo:new antiguo:old actual:current vigente:current obligatorio:mandatory opcional:optional remoto:remote local:local
movil:mobile cifrado:encrypted encriptado:encrypted protegido:protected aislado:isolated separado:separate dedicado:dedicated
compartido:shared redundante:redundant geografico:geographic regional:regional global:global principal:primary secundario:secondary
primario:primary temporal:temporary permanente:permanent completo:full parcial:partial documentado:documented formal:formal
escrito:written aprobado:approved firmado:signed certificado:certified acreditado:accredited cualificado:qualified
multifactor:multi-factor biometrico:biometric unico:single anonimo:anonymous seudonimizado:pseudonymised anonimizado:anonymised
fuerte:strong debil:weak robusto:robust malicioso:malicious sospechoso:suspicious autorizado:authorized
ultimo:last proximo:next inmediato:immediate rapido:fast lento:slow gratuito:free comercial:commercial legal:legal
`;

/** Verbs (infinitive; conjugations and participles derived). */
const VERBS = `
acceder:access actualizar:update administrar:administer aislar:isolate alertar:alert almacenar:store alojar:host analizar:analyze
aplicar:apply aprobar:approve asignar:assign auditar:audit autenticar:authenticate autorizar:authorize bloquear:block borrar:delete
capacitar:train certificar:certify cifrar:encrypt encriptar:encrypt comprobar:check compartir:share configurar:configure
conservar:retain controlar:control corregir:fix crear:create custodiar:hold desarrollar:develop desplegar:deploy destruir:destroy
detectar:detect documentar:document eliminar:delete enviar:send escanear:scan evaluar:assess exigir:require exportar:export
firmar:sign formar:train gestionar:manage guardar:store identificar:identify implementar:implement importar:import informar:report
instalar:install investigar:investigate limitar:limit mantener:maintain mitigar:mitigate monitorear:monitor monitorizar:monitor
notificar:notify obligar:require parchear:patch probar:test proteger:protect publicar:publish recuperar:recover registrar:log
remediar:remediate replicar:replicate reportar:report requerir:require responder:respond restaurar:restore restringir:restrict
retener:retain revisar:review revocar:revoke rotar:rotate segmentar:segment segregar:segregate separar:separate solicitar:request
supervisar:monitor transferir:transfer transmitir:transmit validar:validate verificar:verify vigilar:monitor desactivar:disable
activar:enable habilitar:enable deshabilitar:disable terminar:terminate contratar:hire despedir:dismiss entrenar:train
escalar:escalate clasificar:classify etiquetar:label purgar:purge sobrescribir:overwrite respaldar:back up copiar:copy
recibir:receive almacenar:store procesar:process tratar:process compartir:share vender:sell cobrar:charge facturar:invoice
pagar:pay renovar:renew cancelar:cancel garantizar:guarantee comprometer:commit ofrecer:offer soportar:support
`;

/**
 * Function words: articles, pronouns and the like are dropped; prepositions, conjunctions and adverbs that carry sense
 * ("no", "sin", "antes", "cuando") become their English word. Left as they were, they read as unknown content words
 * ("antes", "cuando") and the English reading was never tried (new-user trial 12).
 */
const FUNCTION_WORDS: Record<string, string> = Object.fromEntries(
  (
    'a:to al:to the el:the la:the los:the las:the lo:it le:it les:them un:a una:a unos:some unas:some de:of del:of the ' +
    'en:in con:with por:by para:for y:and e:and o:or u:or que:that se:_ su:its sus:their nuestro:our nuestra:our ' +
    'nuestros:our nuestras:our sobre:on entre:between cuando:when antes:before despues:after durante:during desde:since ' +
    'hasta:until sin:without como:as mas:more muy:very ya:already si:if no:not nos:us este:this esta:this estos:these ' +
    'estas:these ese:that esa:that esos:those esas:those todo:all todos:all toda:all todas:all cada:each otro:other ' +
    'otra:other otros:other otras:other tambien:also donde:where cual:which cuales:which'
  )
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);

/** Object pronouns Spanish attaches to an infinitive or gerund ("contratarlos" is "contratar" + "los"). */
const CLITIC = /(?:selos|selas|les|los|las|nos|le|lo|la|se|me|te)$/;

/** Verbs that carry no subject in a question ("¿hacen…?", "¿tienen…?"): dropped from the reading. */
const EMPTY = new Set(
  'hacer hacen hace hacemos realizar realizan realiza realizamos usar usan usa usamos utilizar utilizan utiliza utilizamos tener tienen tiene tenemos contar cuentan cuenta contamos se'.split(
    ' ',
  ),
);

function pluralOf(word: string): string[] {
  if (/[aeiou]$/.test(word)) return [`${word}s`];
  if (word.endsWith('z')) return [`${word.slice(0, -1)}ces`];
  return [`${word}es`];
}

function adjectiveForms(word: string): string[] {
  if (word.endsWith('o')) return ['o', 'a', 'os', 'as'].map((e) => word.slice(0, -1) + e);
  return [word, ...pluralOf(word)];
}

const ENDINGS: Record<string, string[]> = {
  ar: 'ar a an amos o as e en emos ado ada ados adas ando aron aba aban ara aran'.split(' '),
  er: 'er e en emos o es a an ido ida idos idas iendo ieron ia ian iera'.split(' '),
  ir: 'ir e en imos o es a an ido ida idos idas iendo ieron ia ian iera'.split(' '),
};

/** Present-tense endings that stress the stem, where a stem vowel changes ("probar" → "prueban", "cerrar" → "cierra"). */
const STRESSED = ['a', 'an', 'as', 'o', 'e', 'en', 'es'];

function verbForms(infinitive: string): string[] {
  const base = infinitive.slice(0, -2);
  const regular = (ENDINGS[infinitive.slice(-2)] ?? ['']).map((e) => base + e);
  // o → ue, e → ie (and e → i for -ir verbs) in the last vowel of the stem: extra forms, harmless where they do not occur
  const last = base.search(/[eo][^aeiou]*$/);
  if (last < 0) return regular;
  const vowel = base[last];
  const changed = vowel === 'o' ? ['ue'] : infinitive.endsWith('ir') ? ['ie', 'i'] : ['ie'];
  const stems = changed.map((c) => base.slice(0, last) + c + base.slice(last + 1));
  return [...regular, ...stems.flatMap((stem) => STRESSED.map((e) => stem + e))];
}

function parsePairs(list: string): Array<[string, string]> {
  return list
    .trim()
    .split(/\s+/)
    .map((pair) => pair.split(':') as [string, string]);
}

/** Every derived Spanish form → its English word; nouns win over adjectives and verbs for a shared form. */
function buildWords(): Map<string, string> {
  const out = new Map<string, string>();
  const add = (forms: string[], en: string) => {
    for (const f of forms) if (!out.has(f)) out.set(f, en);
  };
  for (const [es, en] of parsePairs(NOUNS)) add([es, ...pluralOf(es)], en);
  for (const [es, en] of parsePairs(ADJECTIVES)) add(adjectiveForms(es), en);
  for (const [es, en] of parsePairs(VERBS)) add(verbForms(es), en);
  return out;
}

function buildPhrases(): Array<[RegExp, string]> {
  return PHRASES.split(';')
    .map((p) => p.trim().split('='))
    .filter((p): p is [string, string] => p.length === 2)
    .sort((a, b) => b[0].length - a[0].length)
    .map(([es, en]) => [new RegExp(`\\b${es.replace(/ /g, '\\s+')}\\b`, 'g'), en]);
}

/** How many Spanish forms the list reads (for the README's statement of its size). */
export function bilingualSize(): { phrases: number; forms: number } {
  return { phrases: buildPhrases().length, forms: buildWords().size };
}

/** Every word of the list, English and Spanish, folded: words a dictionary has, so no one's name. */
export function vocabulary(): Set<string> {
  const out = new Set<string>();
  for (const [es, en] of buildWords()) {
    out.add(es);
    for (const w of (en ?? '').split(/\s+/)) out.add(w);
  }
  for (const [, en] of buildPhrases()) for (const w of en.split(/\s+/)) out.add(w);
  return out;
}

/** The question in English words for matching an English library; the same text when nothing was read. */
export function englishReading(question: string): string {
  const words = buildWords();
  const plain = fold(question).replace(/[¿¡?!.,;:()]/g, ' ');
  // a phrase's English words are marked so that the word step does not read them again as Spanish
  let marked = plain;
  for (const [re, en] of buildPhrases()) marked = marked.replace(re, `⟦${en.replace(/ /g, '_')}`);
  // (only a content word read makes a reading: "el perro" is not read as "the perro")
  let content = false;
  const read = (w: string): string => {
    const phrase = w.startsWith('⟦') ? w.slice(1).replace(/_/g, ' ') : undefined;
    // "contratarlos", "revisarla": the verb without the pronoun it carries
    const bare = w.replace(CLITIC, '');
    const word = phrase ?? words.get(w) ?? (bare !== w && /(?:ar|er|ir|ando|iendo)$/.test(bare) ? words.get(bare) : undefined);
    if (word !== undefined) {
      content = true;
      return word;
    }
    const small = FUNCTION_WORDS[w];
    return small === undefined ? w : small === '_' ? '' : small;
  };
  const out = marked
    .split(/\s+/)
    .filter((w) => w !== '' && !EMPTY.has(w))
    .map(read)
    .filter((w) => w !== '')
    .join(' ');
  return !content || out === plain.split(/\s+/).filter(Boolean).join(' ') ? question : out;
}
