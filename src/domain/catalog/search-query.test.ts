import { describe, expect, it } from 'vitest';
import { correctedSearchText, correctionsByWord, mayCorrect, searchQueryWords, stemsSafely, withoutInflection } from './search-query';

describe('searchQueryWords', () => {
  it('splits a SKU as the index does, lower-cases, and keeps each word once', () => {
    expect(searchQueryWords('  LN-BTK-001  Kemeja kemeja ')).toEqual(['ln', 'btk', '001', 'kemeja']);
  });

  it('turns punctuation alone into no words, and caps a pasted essay', () => {
    expect(searchQueryWords('%%% ___ ...')).toEqual([]);
    expect(searchQueryWords('satu dua tiga empat lima enam tujuh delapan')).toHaveLength(6);
  });
});

describe('withoutInflection', () => {
  it('takes off a possessive and a particle, but never leaves a stub', () => {
    expect(withoutInflection('kemejanya')).toBe('kemeja');
    expect(withoutInflection('tasmu')).toBe('tas');
    expect(withoutInflection('sepatunyalah')).toBe('sepatu');
    expect(withoutInflection('hanya')).toBeNull();
    expect(withoutInflection('batik')).toBeNull();
  });
});

describe('corrections', () => {
  it('forgives typos only in long words without digits', () => {
    expect(mayCorrect('batik')).toBe(true);
    expect(mayCorrect('tas')).toBe(false);
    expect(mayCorrect('kain2')).toBe(false);
  });

  it('ranks the most alike first and gives none to a word the shop uses as typed', () => {
    const byWord = correctionsByWord([
      { word: 'kemja', term: 'kemeja', likeness: 0.5 },
      { word: 'kemja', term: 'kemah', likeness: 0.2 },
      { word: 'batik', term: 'batik', likeness: 1 },
      { word: 'batik', term: 'batok', likeness: 0.33 },
    ]);
    expect(byWord.get('kemja')).toEqual(['kemeja', 'kemah']);
    expect(byWord.has('batik')).toBe(false);
    expect(correctedSearchText(['kemja', 'batik'], byWord)).toBe('kemeja batik');
  });
});

describe('stemsSafely', () => {
  it('keeps roots that merely begin like a prefix away from the stemmer, and lets real prefixes go to it', () => {
    for (const word of ['kemeja', 'keranjang', 'terasi', 'pepaya', 'kerajinan']) expect(stemsSafely(word)).toBe(false);
    for (const word of ['berbatik', 'perhiasan', 'pembuat', 'tenunan', 'batik']) expect(stemsSafely(word)).toBe(true);
  });
});
