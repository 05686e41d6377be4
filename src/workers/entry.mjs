// Worker-thread entry of the pool: lets this thread load TypeScript (tsx), then hands every task to thread.ts.
import { register } from 'tsx/esm/api';

register();
const { dispatch } = await import('./thread.ts');
export default dispatch;
