#!/usr/bin/env node
// Runs the TypeScript entry point through tsx, so the package works straight from npm install.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
