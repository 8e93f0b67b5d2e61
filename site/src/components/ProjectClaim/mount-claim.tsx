/**
 * Loaded on the first click of a project page's claim button (ProjectClaim.astro): renders the claim dialog into
 * the page's container, and opens it again on later clicks.
 */
import { createRoot, type Root } from 'react-dom/client';
import { ClaimListing, type ClaimListingProps } from './ClaimListing.tsx';
import '../../wallets/ui/wallet.css';

const roots = new WeakMap<HTMLElement, Root>();

/** Open the claim dialog in `host` with the listing's props (`openCount` grows with each click). */
export function openClaim(host: HTMLElement, props: ClaimListingProps): void {
  const root = roots.get(host) ?? createRoot(host);
  roots.set(host, root);
  root.render(<ClaimListing {...props} />);
}
