/**
 * Fails when any browser chunk of the production build holds server-only code: drizzle (the
 * schema or query builder), the database drivers, or argon2. Run after `next build`.
 */
import fs from "node:fs";
import path from "node:path";

const FORBIDDEN: { name: string; marker: string }[] = [
  { name: "drizzle-orm", marker: 'Symbol.for("drizzle:' },
  { name: "postgres.js", marker: "postgres.js" },
  { name: "PGlite", marker: "@electric-sql/pglite" },
  { name: "argon2", marker: "@node-rs/argon2" },
];

function listScripts(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listScripts(full);
    return entry.name.endsWith(".js") ? [full] : [];
  });
}

const root = path.resolve(process.argv[2] ?? ".next/static");
const scripts = listScripts(root);
if (scripts.length === 0) {
  console.error(`No browser chunks under ${root}: run \`next build\` first.`);
  process.exit(1);
}
const found = scripts.flatMap((file) => {
  const text = fs.readFileSync(file, "utf8");
  return FORBIDDEN.filter(({ marker }) => text.includes(marker)).map(
    ({ name }) => `${path.relative(root, file)}: ${name}`,
  );
});
if (found.length > 0) {
  console.error(`Server-only code in the browser bundle:\n  ${found.join("\n  ")}`);
  process.exit(1);
}
console.log(`Browser bundle: ${scripts.length} chunks, none holds drizzle, a database driver or argon2.`);
