// Plumbing, water heaters first: the equipment (make, model, capacity), the code items a new heater needs
// (expansion tank, T&P discharge, strapping, venting, pan), the connections, and removal of the old unit.
import { ANY_BRAND } from '../../rules/brands';
import { SECTIONS } from '../../types';
import { item, phrases } from '../item';
import type { TradeModule } from '../types';
import { HAUL_AWAY_WORDS } from '../common-words';

const S = SECTIONS;
// A heater the job installs; one named as a place ("capped at the water heater", "run from the boiler") is where
// other work starts or ends, and its checklist (model, code items, removal) is not this job's.
const NOT_AS_A_PLACE = String.raw`(?<!\b(?:at|from|to|near|beside|behind|above|under|into|off|past|by)\s+(?:the\s+|your\s+|existing\s+|old\s+)?(?:hot\s+)?)`;
const WATER_HEATER = phrases([
  new RegExp(`${NOT_AS_A_PLACE}\\b(?:water\\s+heaters?|hot\\s+water\\s+tanks?|boilers?)\\b`, 'i'),
  'WH',
  'tankless',
  'HWT',
]);

export const plumbing: TradeModule = {
  id: 'plumbing',
  names:
    /water\s*heater|hot\s*water|tankless|plumb|re-?pipe|faucet|toilet|sump\s+pump|water\s+softener|gas\s+line|shut-?off\s+valve|water\s+line/i,
  label: 'plumbing',
  permit: 'usual',
  licence: 'required',
  checklist: {
    trade: 'plumbing',
    items: [
      item(
        'scope.plumbing.equipment',
        S.materials,
        'the equipment (make, model and capacity)',
        // A size alone ("50 gal gas water heater") is any heater on the shelf: the make, a model or a rating pins it.
        [
          /\bmodel\s*(?:#|no\.?|number)?\s*:?\s*[A-Z0-9-]{4,}/i,
          /\b\d{2,3}(?:,\d{3})?\s*btu/i,
          /\b\d(?:\.\d)?\s*gpm\b/i,
          'UEF',
          'energy factor',
        ],
        'medium',
        'The equipment is not specified: make, model and capacity (gallons, or flow and BTU for tankless), fuel and efficiency. Without them you cannot compare quotes or check the warranty.',
        ['Which make and model, what capacity, and what efficiency rating is included?'],
        { brands: ANY_BRAND, onlyIf: WATER_HEATER },
      ),
      item(
        'scope.plumbing.code-items',
        S.scope,
        'the code items (expansion tank, T&P discharge, strapping, venting, pan)',
        [
          'expansion tank',
          'thermal expansion',
          'T&P',
          'T & P',
          'TPR',
          'relief valve',
          'discharge line',
          'drain pan',
          'pan',
          'seismic strap',
          'seismic straps',
          'strapping',
          'straps',
          'venting',
          'vent',
          'flue',
          'drip leg',
          'sediment trap',
          'bring to code',
          'to code',
          'code upgrades',
        ],
        'clarification',
        'The quote does not mention the items code requires with a new water heater (expansion tank, relief-valve discharge line, strapping, venting, drain pan). They are often added as extras on the day.',
        ['Which code items are included: expansion tank, T&P discharge line, strapping, venting, drain pan?'],
        { onlyIf: WATER_HEATER },
      ),
      item(
        'scope.plumbing.connections',
        S.scope,
        'the water, gas and shut-off connections',
        [
          'connect',
          'connection',
          'connections',
          'hook up',
          'hookup',
          'supply line',
          'supply lines',
          'water lines',
          'gas line',
          'gas connector',
          'flex line',
          'flex connector',
          'shut-off',
          'shutoff',
          'shut off valve',
          'ball valve',
          'isolation valve',
          'dielectric',
          'PEX',
          'copper',
          'CSST',
          'R&R',
          're-pipe',
          'repipe',
        ],
        'clarification',
        'The quote does not say what connections are made or replaced (water lines, gas connector, shut-off valves).',
        ['Which connections, valves and lines are replaced, and with what material?'],
      ),
      item(
        'scope.plumbing.removal',
        S.cleanup,
        'removal of the old unit',
        [
          ...HAUL_AWAY_WORDS,
          'remove old',
          'remove existing',
          'removal',
          'R&R',
          'recycle',
          'drain and remove',
        ],
        'clarification',
        'The quote does not say that the old unit is drained, removed and disposed of.',
        ['Is removing and disposing of the old unit included?'],
        { onlyIf: WATER_HEATER },
      ),
    ],
  },
};
