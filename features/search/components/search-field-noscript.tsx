/**
 * In <head> of the root layout: without JavaScript the header's search field shows on a desktop too
 * (search-box.module.css folds it into its button from 64em, which only a script can open), so the
 * plain GET form works. `noscript` with `style` is allowed in <head>.
 */
export function SearchFieldNoScript() {
  return (
    <noscript>
      <style>{'@media (min-width:64em){[data-variant="header"] [data-search-field]{display:block!important}}'}</style>
    </noscript>
  );
}
