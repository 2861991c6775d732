/**
 * The real root layout is app/[locale]/layout.tsx (it sets <html lang>). This pass-through exists
 * so that not-found boundaries below work (next-intl's documented structure).
 */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return children;
}
