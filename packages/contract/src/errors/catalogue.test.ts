import { describe, expect, it } from 'vitest';
import { errorCatalogue, reservedSilentCodes } from './catalogue.ts';
import { errorMessage } from './messages.ts';

// The spec's catalogue (document 2 §8) and its "no global toast" list, kept here to check against.
const SPEC_CODES =
  '00001 B0001 B0002 A0400 A0460 A0401 A0403 A0404 A0101 A0102 A0103 A0106 A0107 A0108 A0114 A0115 A0201 A0202 A0203 A0204 A0205 A0206 A0207 A0209 A0210 A0211 A0215 A0217 A1100 A2001 A2002 A2003 A2004 A2005 A2006 A2007 A2008 A2009 A2010 A2011 A2012 A2013 A2014 A2015 A2016 A2017 A2018 A2019 A2020 A2021 A2022 A2023 A2025 A2026 A2027 A2028 A2029 A2030 A2031 A2032 A2033 A2034 A2035 A2056 A21014 A4000 A4002 A5200 A5201 A5202 A5203 A5204 A5205 A5206 A5207 A5208 A5209 A5210 A5211 A5212 A5505'.split(
    ' ',
  );
const SPEC_SILENT =
  'A0404 A2001 A2002 A2004 A2005 A2008 A2009 A2010 A2012 A2013 A2014 A2017 A2018 A2019 A2020 A2021 A2022 A2025 A2026 A2027 A2028 A2029 A2030 A2031 A2032 A2033 A2034 A2035 A21014 A2057 A2050 A0213 A0215 A21015 A5505 A5617 A0118 A5704'.split(
    ' ',
  );

describe('error catalogue', () => {
  const entries = Object.entries(errorCatalogue);

  it('holds every code of the spec', () => {
    for (const code of SPEC_CODES) expect(errorCatalogue, code).toHaveProperty(code);
  });

  it('documents every code of ours beside the spec codes', () => {
    const ours = Object.keys(errorCatalogue).filter((c) => c !== '00000' && !SPEC_CODES.includes(c));
    expect(ours).toEqual([
      'A0109',
      'A0110',
      'A0111',
      'A0112',
      'A0120',
      'A0121',
      'A0122',
      'A0123',
      'A0124',
      'A0130',
      'A0131',
      'A0132',
      'A0216',
      'A0218',
      'A0301',
      'A0302',
      'A0303',
      'A0310',
      'A0311',
      'A0312',
      'A0313',
      'A0320',
      'A0321',
      'A0322',
      'A0323',
      'A0330',
      'A0331',
      'A0332',
      'A0333',
      'A0334',
      'A0340',
      'A0341',
      'A0342',
      'A0343',
      'A0344',
      'A2040',
      'A2060',
      'A2061',
      'A2062',
      'A2063',
      'A2064',
      'A2065',
      'A2066',
      'A2067',
      'A2068',
      'A2069',
      'A2070',
      'A2071',
      'A2072',
      'A2073',
      'A2074',
      'A21015',
      'A21016',
      'A21017',
      'A21018',
      'A21030',
      'A21031',
      'A21032',
      'A21033',
      'A21034',
      'A21035',
      'A4010',
      'A4011',
      'A5231',
      'A5232',
      'A5220',
      'A5221',
      'A5222',
      'A5223',
      'A5530',
      'A5531',
      'A5532',
      'A5533',
      'A5510',
      'A5511',
    ]);
  });

  it('has a Chinese and an English message for every code', () => {
    for (const [code, e] of entries) {
      expect(e.zh.trim(), code).not.toBe('');
      expect(e.en.trim(), code).not.toBe('');
      expect(/[\u4e00-\u9fff]/.test(e.zh), `${code} zh is Chinese`).toBe(true);
      expect(/[\u4e00-\u9fff]/.test(e.en), `${code} en has no Chinese`).toBe(false);
    }
  });

  it('keeps the client behaviour table of the spec: silent codes silent, the rest as listed', () => {
    for (const code of SPEC_SILENT) {
      const entry = (errorCatalogue as Record<string, { behaviour: string }>)[code];
      if (entry) expect(entry.behaviour, code).toBe('silent');
      else expect(reservedSilentCodes, code).toContain(code);
    }
    expect(errorCatalogue.A0401.behaviour).toBe('logout');
    expect(errorCatalogue.A5202.behaviour).toBe('refreshExpiry');
    expect(errorCatalogue.A4002.behaviour).toBe('notFound');
    // Ours and silent: the SSO landing shows its own failure next to a "start again" button.
    const silent = new Set([...SPEC_SILENT, 'A2040']);
    for (const [code, e] of entries) {
      if (code === '00000') continue;
      if (!silent.has(code) && !['A0401', 'A5202', 'A4002'].includes(code))
        expect(e.behaviour, code).toBe('toast');
    }
  });

  it('appends a detail to the message in the language', () => {
    expect(errorMessage('A0400', 'zh', 'username')).toBe('参数错误：username');
    expect(errorMessage('A0400', 'en', 'username')).toBe('Invalid parameter: username');
  });
});
