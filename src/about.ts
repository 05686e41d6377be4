// What the service says about itself (name and version): in the API index, the MCP server info and the CLI.
import { createRequire } from 'node:module';

export interface About {
  name: string;
  version: string;
}

/** Read from package.json when asked, so the version has one home. */
export function about(): About {
  const pkg = createRequire(import.meta.url)('../package.json') as { version: string };
  return { name: 'Bidsmith', version: pkg.version };
}
