import { colorPairTokens, plainColorTokens, radiusTokens, shadowTokens } from './token-names';

/** Every token as a swatch, for the tokens page; pairs show their foreground on their colour. */
export function TokenSwatches() {
  return (
    <div className="grid gap-6 bg-background p-4 text-foreground">
      <section aria-labelledby="pairs-title" className="grid gap-2">
        <h2 id="pairs-title" className="text-lg font-semibold">
          Colour pairs
        </h2>
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-2">
          {colorPairTokens.map((name) => (
            <li
              key={name}
              data-token={name}
              className="rounded-md border border-border p-3 text-sm"
              style={{ background: `var(--${name})`, color: `var(--${name}-foreground)` }}
            >
              <span className="font-semibold">{name}</span>
              <br />
              {name}-foreground
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="plain-title" className="grid gap-2">
        <h2 id="plain-title" className="text-lg font-semibold">
          Page colours
        </h2>
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-2">
          {plainColorTokens.map((name) => (
            <li key={name} data-token={name} className="flex items-center gap-2 text-sm">
              <span
                aria-hidden="true"
                className="size-8 rounded-md border border-border"
                style={{ background: `var(--${name})` }}
              />
              {name}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="shape-title" className="grid gap-2">
        <h2 id="shape-title" className="text-lg font-semibold">
          Radius and elevation
        </h2>
        <ul className="flex flex-wrap gap-4">
          {radiusTokens.map((name) => (
            <li
              key={name}
              className="grid size-20 place-items-center border border-border bg-surface text-sm"
              style={{ borderRadius: `var(--segno-radius-${name})` }}
            >
              radius {name}
            </li>
          ))}
          {shadowTokens.map((name) => (
            <li
              key={name}
              className="grid size-20 place-items-center rounded-md bg-surface text-sm"
              style={{ boxShadow: `var(--segno-shadow-${name})` }}
            >
              {name}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
