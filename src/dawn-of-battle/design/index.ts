/**
 * `strategos/dawn-of-battle/design`: Design Your Own (§17) as pure functions: build costs and
 * budgets, army lists, panic levels, ad hoc terrain, side assignment and whole random battles.
 * @module dawn-of-battle/design
 */
export * from '../../rulesets/dawn-of-battle/rules/17-design/index.js';
