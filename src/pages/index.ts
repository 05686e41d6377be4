// Every server-rendered page: a plain array the HTTP adapter serves.
import { signingPages } from '../signing/pages';
import type { Page } from './page';

export const pages: Page[] = [...signingPages];
