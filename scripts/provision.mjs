#!/usr/bin/env node
// Runs before `npm test`: makes sure the programs the suite drives are installed, installing Debian's packages when it may.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const onPath = (command) =>
  (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });

// soffice alone may come without Calc or Writer; where dpkg can tell, both must be there.
const debInstalled = (names) => {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's own field syntax, not a template
  const r = spawnSync('dpkg-query', ['-W', '-f=${db:Status-Status}\n', ...names], { encoding: 'utf8' });
  if (r.error) return true;
  const states = r.stdout.split('\n');
  return states.filter((s) => s === 'installed').length === names.length;
};

const needs = [
  { what: 'Chromium at /usr/bin/chromium', packages: ['chromium'], present: () => existsSync('/usr/bin/chromium') },
  { what: 'pdftoppm', packages: ['poppler-utils'], present: () => onPath('pdftoppm') },
  {
    what: 'LibreOffice Calc and Writer (soffice)',
    packages: ['libreoffice-calc', 'libreoffice-writer'],
    // its recommends add some 270 packages (GStreamer, ImageMagick, Java bridges) that converting files never uses
    lean: true,
    present: () => onPath('soffice') && debInstalled(['libreoffice-calc', 'libreoffice-writer']),
  },
];

const missing = () => needs.filter((n) => !n.present());

function stop(list) {
  const packages = [...list.flatMap((n) => n.packages), 'fonts-dejavu-core'].join(' ');
  process.stderr.write(
    `npm test needs ${list.map((n) => n.what).join(', ')}: run "sudo apt-get install ${packages}" (Debian/Ubuntu) and try again.\n`,
  );
  process.exit(1);
}

// Root runs apt-get directly; anyone else only through sudo that asks no password (npm test must not hang on a prompt).
function aptRunner() {
  if (!onPath('apt-get')) return null;
  if (process.getuid?.() === 0) return [];
  if (onPath('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0) return ['sudo', '-n'];
  return null;
}

// Another apt-get (a second checkout's test run, unattended upgrades) may hold the lock: wait for it rather than fail.
function apt(prefix, args) {
  const command = [...prefix, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', '-o', 'DPkg::Lock::Timeout=600', ...args];
  for (let attempt = 1; ; attempt++) {
    const r = spawnSync(command[0], command.slice(1), { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (r.status === 0) return;
    const output = `${r.stdout ?? ''}${r.stderr ?? ''}`;
    if (attempt < 5 && /Could not get lock|is another process using it/i.test(output)) {
      spawnSync('sleep', ['15']);
      continue;
    }
    process.stderr.write(`${output.split('\n').slice(-20).join('\n')}\n`);
    return;
  }
}

const before = missing();
if (before.length > 0) {
  const prefix = aptRunner();
  if (prefix === null) stop(before);
  const packages = [...before.flatMap((n) => n.packages), 'fonts-dejavu-core'];
  process.stderr.write(`npm test: installing ${packages.join(' ')} with apt-get (once; LibreOffice takes a few minutes)\n`);
  apt(prefix, ['update', '-qq']);
  const full = before.filter((n) => !n.lean).flatMap((n) => n.packages);
  const lean = before.filter((n) => n.lean).flatMap((n) => n.packages);
  apt(prefix, ['install', '-y', '-qq', ...full, 'fonts-dejavu-core']);
  if (lean.length > 0) apt(prefix, ['install', '-y', '-qq', '--no-install-recommends', ...lean]);
  const after = missing();
  if (after.length > 0) stop(after);
}
