import { connection } from "next/server";

/** Reference (3): a bare dynamically rendered page (rendered on every request). */
export default async function Page() {
  await connection();
  const now = new Date();
  return (
    <main>
      <h1>Reference page</h1>
      <p>Rendered at {now.toISOString()}.</p>
      <ul>
        <li>One</li>
        <li>Two</li>
        <li>Three</li>
      </ul>
      <a href="/page">Again</a>
    </main>
  );
}
