// Every server-rendered page: a plain array the HTTP adapter serves.

import type { Page } from '../page';
import { signingPages } from '../signing/pages';

export const pages: Page[] = [...signingPages];
