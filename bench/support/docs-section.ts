/** Rewrites the generated section of docs/performance.md (between the bench:all markers). */
import fs from "node:fs";

export const START_MARKER = "<!-- bench:all:start -->";
export const END_MARKER = "<!-- bench:all:end -->";

/** Replaces the text between the markers; without markers, inserts them after the intro (before the first "## "). */
export function writeGeneratedSection(file: string, section: string): void {
  const text = fs.readFileSync(file, "utf8");
  const block = `${START_MARKER}\n${section.trim()}\n${END_MARKER}`;
  const start = text.indexOf(START_MARKER);
  const end = text.indexOf(END_MARKER);
  let next: string;
  if (start !== -1 && end > start) {
    next = text.slice(0, start) + block + text.slice(end + END_MARKER.length);
  } else {
    const at = text.indexOf("\n## ");
    next = at === -1 ? `${text.trimEnd()}\n\n${block}\n` : `${text.slice(0, at + 1)}${block}\n${text.slice(at)}`;
  }
  fs.writeFileSync(file, next);
}
