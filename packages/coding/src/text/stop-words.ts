/**
 * Word lists for the offline coder. Small on purpose: TF-IDF already discounts words that occur
 * everywhere; these lists only remove function words that would otherwise pass as keywords in a
 * small set of answers, and recognise answers that say "nothing".
 */

export const STOP_WORDS: ReadonlySet<string> = new Set([
  // English function words ("not"/"no" are kept apart: they negate the next word).
  ...'a an the and or but if then so as at by for from in into of on onto to with without about'.split(' '),
  ...'i me my mine we us our you your it its they them their he she his her this that these those'.split(' '),
  ...'is am are was were be been being do does did done have has had will would could should can may might must shall'.split(
    ' ',
  ),
  ...'very really too quite just also even still again always all any some much many more most lot lots bit'.split(
    ' ',
  ),
  ...'there here when what which who whom how why where than please pls thanks thank get got getting'.split(
    ' ',
  ),
  // Chinese function words and single characters that carry no topic on their own.
  ...'的 了 是 在 我 你 他 她 它 们 我们 你们 也 都 就 还 又 和 与 跟 及 而 但 但是 所以 因为 如果 就是 这 那 这个 那个 一个 一下 有点 有 把 被 给 让 吧 啊 呢 吗 嘛 哦 呀 很 太 挺 比较 非常 特别 真的 真 超 好多 什么 怎么 可以 能 会 要 想 觉得 感觉 希望 一直 总是 老是 经常 每次 已经 然后 东西 点 个 次 些 更 最 得 地 着 过 去 来 到 说'.split(
    ' ',
  ),
]);

/** Words that, alone, say there is nothing to code ("无", "N/A", "no comment"). */
export const EMPTY_WORDS: ReadonlySet<string> = new Set([
  ...'无 暂无 暂 没 没有 没啥 没什么 不知道 不清楚 意见 建议 说的 啥 无所谓 暂时 其他 其它 谢谢 / - n/a na'.split(
    ' ',
  ),
  ...'nothing none no nope nil not comment comments suggestion suggestions idea ideas know add really'.split(
    ' ',
  ),
]);

/**
 * Praise with no topic. An answer made only of these ("挺好", "All good") is a "nothing"
 * answer; beside a topic word ("good quality") they count as ordinary words.
 */
export const GENERIC_WORDS: ReadonlySet<string> = new Set([
  ...'好 挺好 很好 不错 还行 还好 可以 满意 一般 行 ok okay fine good great nice satisfied everything'.split(
    ' ',
  ),
]);

export const NEGATIONS: ReadonlySet<string> = new Set([
  ..."not no never cannot cant can't don't dont doesn't doesnt didn't didnt isn't isnt wasn't wasnt won't wont".split(
    ' ',
  ),
]);
