// What one trade module holds: the words that name the trade in a free-text project type, its scope checklist,
// what it expects of permits and licences, and (optionally) typical unit prices with their sources. A trade is one
// folder with one of these; the registry lists them.
import type { PriceRange } from '../price/unit-price';
import type { Checklist } from '../rules/scope';

export interface TradeModule {
  id: string;
  /** Free-text project types that mean this trade ("Replacement windows", "EV charger", "Driveway"). */
  names: RegExp;
  /** Free text that looks like this trade but is not ("garage door" is not windows and doors). */
  notNames?: RegExp;
  /** How the project is named in explanations when the homeowner picked the trade itself. */
  label?: string;
  checklist: Checklist;
  /** usual: a missing permit is a real gap; sometimes: worth a question; rare: not checked. */
  permit: 'usual' | 'sometimes' | 'rare';
  /** Work that makes a permit usual where the trade alone does not (re-sheathing or insulating walls under siding). */
  permitUsualWhen?: RegExp;
  /** required: a missing licence is a real gap; varies: many places license the trade lightly or not at all. */
  licence: 'required' | 'varies';
  /** Typical installed prices per unit, with sources (checked only far outside the range). */
  priceRanges?: PriceRange[];
}
