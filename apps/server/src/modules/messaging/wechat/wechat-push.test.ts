import { describe, expect, it } from 'vitest';
import { scanOfPush, signatureHolds, wechatSignature } from './wechat-callback.ts';
import { readFlatXml, XmlShapeError } from './wechat-xml.ts';

const push = (event: string, key: string, from = 'oAbC_123-xyz') =>
  `<xml>\n  <ToUserName><![CDATA[gh_0123]]></ToUserName>\n  <FromUserName><![CDATA[${from}]]></FromUserName>\n  <CreateTime>1700000000</CreateTime>\n  <MsgType><![CDATA[event]]></MsgType>\n  <Event><![CDATA[${event}]]></Event>\n  <EventKey><![CDATA[${key}]]></EventKey>\n  <Ticket><![CDATA[gQH47joAAAAAAAAAASxodHRw]]></Ticket>\n</xml>`;

describe('the signature of WeChat pushes', () => {
  // Worked out apart from the code: sha1('1700000000n0ncetok123'), the three sorted and joined.
  const known = 'b0cb513012bc38b5d1571a235b2b256889d7bf6c';

  it('is sha1 of the sorted token, timestamp and nonce', () => {
    expect(wechatSignature('tok123', '1700000000', 'n0nce')).toBe(known);
    expect(signatureHolds('tok123', { signature: known, timestamp: '1700000000', nonce: 'n0nce' })).toBe(
      true,
    );
  });

  it('fails for another token, time or nonce', () => {
    expect(signatureHolds('tok124', { signature: known, timestamp: '1700000000', nonce: 'n0nce' })).toBe(
      false,
    );
    expect(signatureHolds('tok123', { signature: known, timestamp: '1700000001', nonce: 'n0nce' })).toBe(
      false,
    );
    expect(signatureHolds('tok123', { signature: known, timestamp: '1700000000', nonce: 'nonce' })).toBe(
      false,
    );
  });
});

describe('reading a push', () => {
  it('reads SCAN (key = scene) and subscribe from a QR code (key = qrscene_ + scene)', () => {
    expect(scanOfPush(push('SCAN', 'ticket-1'))).toEqual({ ticket: 'ticket-1', openId: 'oAbC_123-xyz' });
    expect(scanOfPush(push('subscribe', 'qrscene_ticket-2'))).toEqual({
      ticket: 'ticket-2',
      openId: 'oAbC_123-xyz',
    });
  });

  it('ignores other pushes: a plain follow, a menu click, a text message', () => {
    expect(scanOfPush(push('subscribe', ''))).toBeNull();
    expect(scanOfPush(push('CLICK', 'MENU_1'))).toBeNull();
    const text =
      '<xml><ToUserName>gh</ToUserName><FromUserName>oAbC123</FromUserName><CreateTime>1</CreateTime><MsgType>text</MsgType><Content>hi &amp; bye</Content><MsgId>1</MsgId></xml>';
    expect(scanOfPush(text)).toBeNull();
    expect(readFlatXml(text).Content).toBe('hi & bye');
  });

  it('refuses a push without a sender, or with one that is not an openId', () => {
    expect(() =>
      scanOfPush('<xml><MsgType>event</MsgType><Event>SCAN</Event><EventKey>t</EventKey></xml>'),
    ).toThrow();
    expect(() => scanOfPush(push('SCAN', 't', 'a b'))).toThrow();
  });
});

describe('the flat XML reader', () => {
  it('reads text, CDATA, the five entities and character references; leaves nested elements out', () => {
    const xml =
      '<xml><A>x &lt;&gt;&amp;&quot;&apos; &#20320;&#x597D;</A><B><![CDATA[<not> & markup]]></B><C></C><Info><D>1</D></Info></xml>';
    expect({ ...readFlatXml(xml) }).toEqual({ A: 'x <>&"\' 你好', B: '<not> & markup', C: '' });
  });

  it.each([
    ['not XML', 'success'],
    ['another root', '<root><A>1</A></root>'],
    ['an unclosed element', '<xml><A>1</xml>'],
    ['a mismatched end', '<xml><A>1</B></xml>'],
    ['text after the root', '<xml></xml>x'],
    ['a DOCTYPE', '<!DOCTYPE xml [<!ENTITY e "x">]><xml><A>&e;</A></xml>'],
    ['an unknown entity', '<xml><A>&e;</A></xml>'],
    ['a bare ampersand', '<xml><A>a & b</A></xml>'],
    ['an attribute', '<xml><A id="1">1</A></xml>'],
    ['a field twice', '<xml><A>1</A><A>2</A></xml>'],
    ['mixed text and elements', '<xml><A>1<B>2</B></A></xml>'],
    ['an unfinished CDATA', '<xml><A><![CDATA[1</A></xml>'],
    ['too deep', '<xml><A><B><C><D>1</D></C></B></A></xml>'],
    ['empty', ''],
  ])('refuses %s', (_why, xml) => {
    expect(() => readFlatXml(xml)).toThrow(XmlShapeError);
  });
});
