// What other features may use of billing besides its data hooks (api.ts): the one credit display and what the
// dashboard and the profile put in it, the purchase list, the upgrade banner.
export { BuyCreditsButton } from './components/buy-credits-button';
export { CreditsBar } from './components/credits-bar';
export { CreditsCard } from './components/credits-card';
export { CreditsNote } from './components/credits-note';
export { PurchaseHistory } from './components/purchase-history';
export { UpgradeBanner } from './components/upgrade-banner';
export { creditTone } from './credit-tone';
