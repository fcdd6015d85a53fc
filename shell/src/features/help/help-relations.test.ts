import { articleForPath, parseHelpRelations } from './help-relations';
import { clampHelpBarWidth, helpBarLimits } from './stores/help-bar-store';
import { clampAiBarWidth, aiBarLimits } from '../ai-bar/stores/ai-bar-store';
import { pickLocalised } from './api/get-help-article';

describe('help bar', () => {
  it('keeps its width between 20 % and 99 %, 30 % by default', () => {
    expect(helpBarLimits.initial).toBe(30);
    expect(clampHelpBarWidth(10)).toBe(20);
    expect(clampHelpBarWidth(100)).toBe(99);
    expect(clampHelpBarWidth(45.5)).toBe(45.5);
    expect(clampHelpBarWidth(Number.NaN)).toBe(30);
  });

  it('keeps the AI bar between 300 and 800 px, 400 by default', () => {
    expect(aiBarLimits.initial).toBe(400);
    expect(clampAiBarWidth(120)).toBe(300);
    expect(clampAiBarWidth(1200)).toBe(800);
    expect(clampAiBarWidth(512.4)).toBe(512);
  });

  it('finds the article of the current route through help/sidebar-relations', () => {
    const relations = parseHelpRelations({ '/products/': 3, '/exports/': 7, '/exports/matrix/': 9 });
    expect(articleForPath(relations, '/products/')).toBe('3');
    expect(articleForPath(relations, '/exports/matrix/12')).toBe('9');
    expect(articleForPath(relations, '/exports/pdf/')).toBe('7');
    expect(articleForPath(relations, '/asset/')).toBeNull();
    expect(parseHelpRelations([{ route: '/price/', article_id: 4 }])).toEqual([{ route: '/price/', articleId: '4' }]);
  });

  it('shows French by default unless English exists (spec §1)', () => {
    expect(pickLocalised(undefined, { fr: 'Bonjour', en: 'Hello' }, 'en')).toBe('Hello');
    expect(pickLocalised(undefined, { fr: 'Bonjour', en: null }, 'en')).toBe('Bonjour');
    expect(pickLocalised(undefined, { fr: 'Bonjour', en: 'Hello' }, 'fr')).toBe('Bonjour');
  });
});
