import { describe, it, expect } from 'vitest';
import {
  FONT_SIZES,
  FONT_WEIGHTS,
  PALETTE,
  backgroundColorStyle,
  fontSizeStyle,
  fontWeightStyle,
  paletteColor,
  resolveInlineStyle,
  stylesToMarkup,
  textColorStyle,
} from './styles';

describe('editor constants', () => {
  it('offers 70 font sizes from 10 in steps of 10, as strings', () => {
    expect(FONT_SIZES).toHaveLength(70);
    expect(FONT_SIZES[0]).toBe('10');
    expect(FONT_SIZES[1]).toBe('20');
    expect(FONT_SIZES[69]).toBe('700');
    expect(FONT_SIZES.every((s) => typeof s === 'string')).toBe(true);
  });

  it('offers the weights of spec §5', () => {
    expect(FONT_WEIGHTS).toEqual({ thin: 300, normal: 400, medium: 500, bold: 700 });
  });

  it('has white and black but no greys in the palette', () => {
    expect(PALETTE.white).toBe('#ffffff');
    expect(PALETTE.black).toBe('#000000');
    expect(Object.keys(PALETTE).some((name) => /gr[ae]y/i.test(name))).toBe(false);
    expect(Object.values(PALETTE).every((hex) => /^#[0-9a-f]{6}$/.test(hex))).toBe(true);
  });
});

describe('resolveInlineStyle', () => {
  it('maps the basic styles to tags in any case', () => {
    expect(resolveInlineStyle('BOLD')).toEqual({ kind: 'tag', tag: 'strong' });
    expect(resolveInlineStyle('italic')).toEqual({ kind: 'tag', tag: 'em' });
    expect(resolveInlineStyle('UNDERLINE')).toEqual({ kind: 'tag', tag: 'u' });
    expect(resolveInlineStyle('STRIKETHROUGH')).toEqual({ kind: 'tag', tag: 's' });
    expect(resolveInlineStyle('CODE')).toEqual({ kind: 'tag', tag: 'code' });
  });

  it('maps palette colours, sizes and weights to CSS', () => {
    expect(resolveInlineStyle(textColorStyle('red'))).toEqual({ kind: 'css', property: 'color', value: '#f44336' });
    expect(resolveInlineStyle(backgroundColorStyle('deep-purple'))).toEqual({ kind: 'css', property: 'background-color', value: '#673ab7' });
    expect(resolveInlineStyle('text.DEEP_ORANGE')).toEqual({ kind: 'css', property: 'color', value: '#ff5722' });
    expect(resolveInlineStyle(fontSizeStyle(150))).toEqual({ kind: 'css', property: 'font-size', value: '150%' });
    expect(resolveInlineStyle('30')).toEqual({ kind: 'css', property: 'font-size', value: '30%' });
    expect(resolveInlineStyle(fontWeightStyle('medium'))).toEqual({ kind: 'css', property: 'font-weight', value: '500' });
    expect(resolveInlineStyle('thin')).toEqual({ kind: 'css', property: 'font-weight', value: '300' });
  });

  it('refuses everything off the allow-list, including CSS smuggled in names', () => {
    for (const style of [
      'text.#ff0000', 'text.red;background:url(javascript:alert(1))', 'background.expression(alert(1))',
      'text.grey', 'fontSize.15', 'fontSize.710', 'fontWeight.heavy', 'text.constructor', 'fontWeight.toString', 'SCRIPT', '',
    ]) {
      expect(resolveInlineStyle(style), style).toBeNull();
    }
    expect(paletteColor('red" onmouseover="x')).toBeUndefined();
  });
});

describe('stylesToMarkup', () => {
  it('orders tags and CSS deterministically and lets the later colour win', () => {
    expect(stylesToMarkup(['CODE', 'text.blue', 'BOLD', 'text.red', 'fontSize.200', 'nonsense'])).toEqual({
      tags: ['strong', 'code'],
      css: 'color:#f44336;font-size:200%',
    });
    expect(stylesToMarkup([])).toEqual({ tags: [], css: '' });
  });
});
