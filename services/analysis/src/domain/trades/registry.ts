// Every trade the analyser knows, in one list. A new trade is one folder (its checklist, words, permit and
// licence expectations, unit prices) and one line here. The order is the order free-text project types are
// matched in: the more specific trade first ("Heat pump water heater" is plumbing, "Solar panel" is not
// electrical, "Siding (porch cladding)" is siding, not a deck).
import { bath } from '../rules/checklists/bath';
import { flooring } from '../rules/checklists/flooring';
import { hvac } from '../rules/checklists/hvac';
import { kitchen } from '../rules/checklists/kitchen';
import { deck, fence, general } from '../rules/checklists/other';
import { roofing } from '../rules/checklists/roofing';
import { solar } from '../rules/checklists/solar';
import { cabinets } from './cabinets';
import { concrete } from './concrete';
import { electrical } from './electrical';
import { insulation } from './insulation';
import { painting } from './painting';
import { plumbing } from './plumbing';
import { siding } from './siding';
import type { TradeModule } from './types';
import { windows } from './windows';

// The first trades' checklists predate the folders and still live in rules/checklists; they register here the same way.
const existing = {
  roofing: {
    id: 'roofing',
    names: /\broof|shingle|re-?roof/i,
    checklist: roofing,
    permit: 'usual',
    licence: 'required',
  },
  solar: {
    id: 'solar',
    names: /\bsolar|photovoltaic|\bpv\b/i,
    checklist: solar,
    permit: 'usual',
    licence: 'required',
  },
  hvac: {
    id: 'hvac',
    names: /\bhvac|\bac\b|a\/c|air\s*condition|heat\s*pump|furnace|mini[\s-]?split|heating|cooling/i,
    checklist: hvac,
    permit: 'usual',
    licence: 'required',
  },
  bath: {
    id: 'bath',
    names: /\bbath|shower|restroom/i,
    checklist: bath,
    permit: 'usual',
    licence: 'required',
  },
  kitchen: {
    id: 'kitchen',
    names: /kitchen|countertop/i,
    checklist: kitchen,
    permit: 'usual',
    licence: 'required',
  },
  flooring: {
    id: 'flooring',
    names: /floor|carpet|\blvp\b|laminate|hardwood|vinyl\s+plank/i,
    checklist: flooring,
    permit: 'rare',
    licence: 'varies',
  },
  deck: {
    id: 'deck',
    names: /\bdeck|porch|pergola|patio\s+cover/i,
    checklist: deck,
    permit: 'usual',
    licence: 'required',
  },
  fence: { id: 'fence', names: /fenc/i, checklist: fence, permit: 'sometimes', licence: 'varies' },
} satisfies Record<string, TradeModule>;

export const TRADES: TradeModule[] = [
  existing.roofing,
  existing.solar,
  plumbing,
  existing.hvac,
  electrical,
  existing.bath,
  cabinets,
  existing.kitchen,
  existing.flooring,
  windows,
  siding,
  painting,
  concrete,
  insulation,
  existing.deck,
  existing.fence,
];

/** Anything that fits no trade: the general check that the materials are named at all. */
export const GENERAL: TradeModule = {
  id: 'general',
  names: /$^/,
  checklist: general,
  permit: 'sometimes',
  licence: 'required',
};

export function tradeModule(id: string): TradeModule {
  return TRADES.find((t) => t.id === id) ?? GENERAL;
}
