export const metadata = { title: "Reference" };

/** The smallest layout a real page has: html, body and a header. */
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>
        <header>
          <strong>Reference</strong>
        </header>
        {children}
      </body>
    </html>
  );
}
