import type { Citation } from '../core/citation.js';
import type { PlayerId } from '../core/ruleset.js';
import type { AnyRulesetKit, Narration } from './types.js';

/**
 * Citations as printed after a sentence: sections of the game's own ruleset as `§7.9`, other
 * rule books by name (`dbm §5.2`), library rules as `strategos: commands`.
 */
export function formatCitations(citations: ReadonlyArray<Citation>, rulesetId: string): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const c of citations) {
    const s = c.ruleset === 'strategos' ? `strategos: ${c.section}` : c.ruleset === rulesetId ? `§${c.section}` : `${c.ruleset} §${c.section}`;
    if (!seen.has(s)) {
      seen.add(s);
      parts.push(s);
    }
  }
  return parts.join(', ');
}

/** A narration as one line: the sentence, then its citations in parentheses. */
export function narrationLine(n: Narration, rulesetId: string): string {
  const cites = formatCitations(n.citations, rulesetId);
  return cites === '' ? n.text : `${n.text} (${cites})`;
}

function isCitation(v: unknown): v is Citation {
  return typeof v === 'object' && v !== null && typeof (v as Citation).section === 'string' && typeof (v as Citation).ruleset === 'string';
}

/** The citations an event carries in a `citations` list or a `citation` field, if any. */
export function eventCitations(event: unknown): Citation[] {
  if (typeof event !== 'object' || event === null) return [];
  const e = event as { citations?: unknown; citation?: unknown };
  const out: Citation[] = [];
  if (Array.isArray(e.citations)) for (const c of e.citations) if (isCitation(c)) out.push(c);
  if (isCitation(e.citation)) out.push(e.citation);
  return out;
}

/** An event's tag: its `type`, `kind`, `tag` or `_tag` field, whichever it has. */
export function eventTag(event: unknown): string {
  if (typeof event === 'object' && event !== null) {
    const e = event as Record<string, unknown>;
    for (const k of ['type', 'kind', 'tag', '_tag']) if (typeof e[k] === 'string') return e[k] as string;
  }
  return typeof event === 'string' ? event : 'event';
}

/** The fallback narration for a ruleset without a narrator: the event's tag and its citations. */
export function genericEventNarration(event: unknown): Narration {
  return { text: eventTag(event), citations: eventCitations(event) };
}

/** The fallback narration of a command: its JSON. */
export function genericCommandNarration(commandJson: unknown, player: PlayerId): Narration {
  return { text: `${player}: ${JSON.stringify(commandJson)}`, citations: [] };
}

/** Narrates an event with the ruleset's narrator, falling back to {@link genericEventNarration}. */
export function narrateEvent(kit: AnyRulesetKit, event: unknown, state: unknown): Narration {
  return kit.narrator?.event(event, { state }) ?? genericEventNarration(event);
}

/** Narrates a command (decoded) with the ruleset's narrator, falling back to its JSON. */
export function narrateCommand(kit: AnyRulesetKit, command: unknown, state: unknown, player: PlayerId): Narration {
  return kit.narrator?.command?.(command, { state, player }) ?? genericCommandNarration(kit.ruleset.commandCodec.encode(command), player);
}
