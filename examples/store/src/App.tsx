import { useEffect, useState } from 'react';
import { countryListSchema, type Country } from '@d2d/contract';

/** The store's shell: navigation, main area and a footer fed by the server's reference data. */
export function App() {
  const [countries, setCountries] = useState<Country[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/countries?paging=false', { signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        setCountries(countryListSchema.parse(await res.json()).data.items);
      })
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setError(e instanceof Error ? e.message : String(e));
      });
    return () => controller.abort();
  }, []);

  return (
    <>
      <header className="nav">
        <a className="logo" href="#!/">D2D</a>
        <nav aria-label="Main">
          <a href="#!/pc">PC</a>
          <a href="#!/mac">Mac</a>
        </nav>
      </header>
      <main id="main">
        <h1>D2D Store</h1>
        <p>Downloadable games for PC and Mac.</p>
      </main>
      <footer>
        {error && <p role="alert">Could not load the store's reference data ({error}).</p>}
        {countries && (
          <p data-testid="countries">We ship keys to {countries.length} countries.</p>
        )}
      </footer>
    </>
  );
}
