/** One date's answer of /api/shop-availability/ as the widget reads it. */
type PlacesLeft = {
  id_jet: number;
  left: number;
  state: 'soldOut' | 'few' | 'open';
  text: string | null;
  groups: Record<string, number>;
};

/**
 * For vi.mock of the widget's places left (features/webshop/components/availability-client.ts):
 * what /api/shop-availability/ would answer per date, set by the test, without a fetch, so the tests'
 * own fetch stubs see only cart and offer calls. A date not set is not known (the widget as before).
 */
export const placesLeftControl = new Map<number, PlacesLeft>();
export const placesLeftMock = {
  usePlacesLeft: (idJet: number | null) => (idJet === null ? null : (placesLeftControl.get(idJet) ?? null)),
  placesLeft: (idJet: number) => Promise.resolve(placesLeftControl.get(idJet) ?? null),
};
