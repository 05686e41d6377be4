// Request targets and path patterns with {param} segments: parsing, matching, and decoding the parameters once.
import { AppError, invalid } from './errors';
import { pathParams } from './tool';

export interface Route<T> {
  method: string;
  pattern: RegExp;
  names: string[];
  target: T;
}

/** The path and query of a request; a target no URL parser accepts is a 400 rather than a thrown TypeError. */
export function requestTarget(raw: string | undefined): { pathname: string; query: URLSearchParams } {
  try {
    const url = new URL(raw ?? '/', 'http://localhost');
    return { pathname: url.pathname, query: url.searchParams };
  } catch {
    throw new AppError('invalid_request', 'path: the request target is not a valid URL path.', { field: 'path' });
  }
}

export function compile<T>(method: string, path: string, target: T): Route<T> {
  const source = path
    .split('/')
    .map((seg) => (/^\{\w+\}$/.test(seg) ? '([^/]+)' : seg.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&')))
    .join('/');
  return { method, pattern: new RegExp(`^${source}$`), names: pathParams(path), target };
}

/**
 * Percent-decodes one path parameter; a malformed escape (%ZZ, %, overlong or surrogate UTF-8) names the parameter,
 * or is kept as it came when `keep` is set.
 */
function decodeParam(name: string, raw: string, keep = false): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    if (keep) return raw;
    throw invalid(name, 'is not valid percent-encoded UTF-8 (a malformed %-escape in the path).');
  }
}

/**
 * The route for method and path, with its parameters decoded; `allowed` lists the methods the path offers (for 405).
 * `raw` keeps a parameter whose escape is malformed as it came, for pages: a customer's mangled signing link then gets
 * the page that says the link is not valid, not a JSON error (new-user trial 15).
 */
export function match<T>(routes: Route<T>[], method: string, path: string, opts: { raw?: boolean } = {}) {
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
      params[name] = decodeParam(name, m[i + 1] ?? '', opts.raw);
    });
    return { route, params, allowed };
  }
  return { route: undefined, params: {}, allowed };
}
