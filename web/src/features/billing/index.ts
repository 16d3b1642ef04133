// What other features may use of billing besides its data hooks (api.ts): the credit cards and the purchase list.
export { CreditBalanceCard } from './components/credit-balance-card';
export { CreditsProgressCard } from './components/credits-progress-card';
export { PurchaseHistory } from './components/purchase-history';
export { UpgradeBanner } from './components/upgrade-banner';
