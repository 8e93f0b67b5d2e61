/** What the frame of a token or NFT collection page says (AssetPage.astro); each page makes its own from its record. */
export interface AssetHead {
  /** What the page is of: names its classes (`token-head`, `nft-grid`), its dApps heading's id and its star. */
  kind: 'token' | 'nft';
  /** The asset's id in the watchlist (`idTokenPricedPk`, `idNftCollectionPk`). */
  id: number;
  /** The document title and the name the watchlist keeps it under. */
  name: string;
  /** The `<h1>`, and the symbol beside it where that says something more. */
  heading: string;
  symbol: string | undefined;
  /** The name the logo's monogram is drawn from. */
  logoName: string;
  /** The line under the heading, also the page's description. */
  lead: string;
  /** The list the page belongs to (an unlocalized path such as `/tokens`) and its link's text. */
  back: { path: string; label: string };
  /** The heading of the dApps that use the asset and the line shown when there are none. */
  dapps: { heading: string; empty: string };
}
