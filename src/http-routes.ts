// Path patterns with {param} segments: compiling them and matching a request (405 needs the methods a path allows).
import { pathParams } from './tool';

export interface Route<T> {
  method: string;
  pattern: RegExp;
  names: string[];
  target: T;
}

export function compile<T>(method: string, path: string, target: T): Route<T> {
  const source = path
    .split('/')
    .map((seg) => (/^\{\w+\}$/.test(seg) ? '([^/]+)' : seg.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&')))
    .join('/');
  return { method, pattern: new RegExp(`^${source}$`), names: pathParams(path), target };
}

export function match<T>(routes: Route<T>[], method: string, path: string) {
  const allowed: string[] = [];
  for (const route of routes) {
    const m = route.pattern.exec(path);
    if (!m) continue;
    if (route.method !== method) {
      allowed.push(route.method);
      continue;
    }
    const params: Record<string, string> = {};
    route.names.forEach((name, i) => {
      params[name] = decodeURIComponent(m[i + 1] ?? '');
    });
    return { route, params, allowed };
  }
  return { route: undefined, params: {}, allowed };
}
