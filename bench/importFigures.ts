/**
 * The import budget (issue 29): a GIFT file of 1,000 questions (every kind in turn) is read and checked as a dry run
 * in ≤ 2 s and imported (created in one transaction) in ≤ 5 s, timed through the api's POST /question/import.
 */
import { performance } from 'node:perf_hooks';
import { api } from './dataset.js';
import { round } from './measure.js';

/** The i-th question of the file: the seven kinds in turn, each with a text of its own. */
function giftQuestion(i: number, run: string) {
  const n = `${run}-${i}`;
  switch (i % 7) {
    case 0:
      return `::V${n}::La afirmación número ${n} es verdadera.{TRUE ####Porque sí (${n}).}`;
    case 1:
      return `::O${n}::¿Cuál es la opción correcta ${n}?{=La primera ~La segunda ~La tercera ~La cuarta}`;
    case 2:
      return `::R${n}::¿Quién escribió el Quijote? (${n}){=Cervantes =Miguel de Cervantes}`;
    case 3:
      return `::C${n}::Relacione cada país con su capital (${n}).{=Perú -> Lima =Chile -> Santiago =México -> Ciudad de México}`;
    case 4:
      return `::N${n}::¿Cuánto vale pi con dos decimales? (${n}){#3.14:0.005}`;
    case 5:
      return `::H${n}::El sol es una {=estrella} enorme (${n}).`;
    default:
      return `// [aula:ordering]\n::E${n}::Ordene las etapas (${n}).{=1 -> Imperio inca =2 -> Virreinato =3 -> República}`;
  }
}

export const giftFile = (count: number, run: string) => Array.from({ length: count }, (_, i) => giftQuestion(i, run)).join('\n\n');

async function timed(work: () => Promise<{ imported: number; problems: unknown[]; questions: unknown[] }>) {
  const start = performance.now();
  const result = await work();
  return { ms: performance.now() - start, result };
}

export async function importFigures(apiUrl: string) {
  const stamp = Date.now();
  const user = await api(apiUrl, 'POST', '/auth/create', undefined, {
    firstName: 'Importadora',
    lastName: 'Benchmark',
    email: `importa${stamp}@bench.aula`,
    phone: '+51 900000000',
    password: 'benchmark-clave-1',
  });
  const importFile = (text: string, dryRun: boolean) => api(apiUrl, 'POST', '/question/import', user.token, { format: 'GIFT', text, dryRun });
  const text = giftFile(1000, 'a');
  await importFile(giftFile(50, 'calentamiento'), true);
  const dry = await timed(() => importFile(text, true));
  if (dry.result.questions.length !== 1000 || dry.result.problems.length)
    throw new Error(`dry run: ${JSON.stringify(dry.result.problems).slice(0, 300)}`);
  const created = await timed(() => importFile(text, false));
  if (created.result.imported !== 1000) throw new Error(`import: ${JSON.stringify(created.result.problems).slice(0, 300)}`);
  const again = await timed(() => importFile(text, false));
  return {
    'file size, KiB': round(Buffer.byteLength(text) / 1024, 1),
    '1,000 GIFT questions, dry run ms': round(dry.ms, 0),
    '1,000 GIFT questions, import ms': round(created.ms, 0),
    'the same file again (all reused), ms': round(again.ms, 0),
    budget: 'dry run ≤ 2,000 ms, import ≤ 5,000 ms',
  };
}
