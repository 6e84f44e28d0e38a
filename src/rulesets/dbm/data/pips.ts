/**
 * PIP dicing and PIP costs of DBM 3.x (heading "Player initiative point dicing", L1202-1242):
 * the base cost of a move or halt, the distances at which a general is too far, and the value of
 * each modifier.
 * @module
 */
import { reading, ruling, text, type Sourced } from './moves-provenance.js';

const PIP = 'Player initiative point dicing';

/** The PIP numbers of DBM 3.x, each with its provenance. */
export interface PipTable {
  /** Cost of each tactical move, march move or halt before modifiers. */
  readonly base: number;
  /** Beyond this from its general's element, a move or halt costs +1. */
  readonly generalFar: number;
  /** Beyond this when neither the general nor the movers can see the other, +1. */
  readonly generalFarUnseen: number;
  /** A march that discovers enemy this close ends a short move without the irregulars' +1. */
  readonly marchDiscovery: number;
  /** The least a move or halt costs after the −1 for the C-in-C. */
  readonly floor: number;
}

/**
 * The two general-distance figures are damaged in the text (a digit of each is lost); 1,200p and
 * 600p are the readings the remains of both support.
 * @rule dbm L1214-1242
 * @ruling DBM-R20
 */
export const DBM_PIP_TABLE: { readonly [K in keyof PipTable]: Sourced<PipTable[K]> } = {
  base: { value: 1, provenance: text(PIP, '1214-1215') },
  generalFar: { value: 1200, provenance: reading(PIP, '1218', 'the first distance has lost its leading digits; read as 1,200p, twice the second') },
  generalFarUnseen: { value: 600, provenance: reading(PIP, '1218', 'the second distance reads "60(p"; read as 600p') },
  marchDiscovery: { value: 200, provenance: reading(PIP, '1228', 'the distance has lost its first digit; read as 200p, the distance at which a march ends on discovering enemy (L1421)') },
  floor: { value: 0, provenance: ruling('DBM-R20', 'the text gives no least cost; a move or halt never earns PIPs') },
};

/** The resolved numbers, as a state carries them. */
export const DEFAULT_PIP_TABLE: PipTable = {
  base: DBM_PIP_TABLE.base.value,
  generalFar: DBM_PIP_TABLE.generalFar.value,
  generalFarUnseen: DBM_PIP_TABLE.generalFarUnseen.value,
  marchDiscovery: DBM_PIP_TABLE.marchDiscovery.value,
  floor: DBM_PIP_TABLE.floor.value,
};

/** Skirmishers are light horse and psiloi; light troops are skirmishers and auxilia (L192). */
export const SKIRMISHER_TYPES: ReadonlySet<string> = new Set(['LH', 'Ps']);
/** Light troops (L192). */
export const LIGHT_TROOP_TYPES: ReadonlySet<string> = new Set(['LH', 'Ps', 'Ax']);
/** Foot (L189): every land type that is not mounted. */
export const FOOT_TYPES: ReadonlySet<string> = new Set(['Sp', 'Pk', 'Bd', 'Wb', 'Ax', 'Bw', 'Ps', 'Art', 'WWg', 'Hd', 'Bge']);
