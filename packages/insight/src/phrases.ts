import type { Lang } from '@cairn/contract';

/**
 * The sentence templates, one set per language. `{name}` is a slot: a label (in quotes where the
 * template puts them) or a figure. Written as a person would, not as a field list.
 */
export interface Phrases {
  /** Share words before "respondents" for a majority (the zh set uses 超过六成 …). */
  majority: string;
  largeMajority: string;
  leader: string;
  split: string;
  longTail: string;
  noAnswers: string;
  multipleTop: string;
  multipleNext: string;
  mean: string;
  top2: string;
  nps: string;
  gridRow: string;
  rankTop: string;
  maxDiffTop: string;
  diffShare: string;
  diffMean: string;
  testZ: string;
  testT: string;
  trendSpan: string;
  trendOneDay: string;
  trendPeak: string;
  trendLast7: string;
  themes: string;
  themeItem: string;
  themeLast: string;
  themesNone: string;
  summaryCount: string;
  summaryCountOneDay: string;
  summaryCompletion: string;
  summaryFindings: string;
  summaryNoFindings: string;
  summaryEmpty: string;
  listSep: string;
  listLast: string;
  sectionSurvey: string;
  sectionTrend: string;
  sectionThemes: string;
  noteWeighted: string;
}

const en: Phrases = {
  majority: 'Most respondents ({share}, {count} of {base}) chose “{label}”.',
  largeMajority: 'A large majority of respondents ({share}, {count} of {base}) chose “{label}”.',
  leader:
    '“{label}” was the most common answer ({share}, {count} of {base}), ahead of “{second}” ({secondShare}).',
  split:
    'Opinions were split: “{label}” ({share}) and “{second}” ({secondShare}) were chosen about equally often, of {base} respondents.',
  longTail:
    'No answer stood out: the most common, “{label}”, was chosen by only {share} of {base} respondents, and the answers spread over {options} options.',
  noAnswers: 'Nobody answered this question in the responses counted.',
  multipleTop: '“{label}” was picked most often, by {share} of respondents ({count} of {base})',
  multipleNext: ', followed by “{second}” ({secondShare})',
  mean: 'The average answer was {mean} (median {median}, from {n} answers).',
  top2: 'The top two points of the scale ({high} and {low}) were chosen by {share} ({count} of {base}).',
  nps: 'The Net Promoter Score is {score}: {promoters} promoters, {passives} passives and {detractors} detractors, of {base} respondents.',
  gridRow: 'For “{row}”, the most common answer was “{label}” ({share} of {base}).',
  rankTop: '“{label}” was ranked first most often ({share} of {base}), with a mean rank of {mean}.',
  maxDiffTop: '“{label}” scored highest ({score}), chosen as best {best} times.',
  diffShare:
    'By {banner}: “{label}” was chosen by {high} of those in “{colHigh}” ({highCount} of {highBase}), against {low} in “{colLow}” ({lowCount} of {lowBase}); {test}, {p}.',
  diffMean:
    'By {banner}: the average is higher in “{colHigh}” ({high}, n = {highBase}) than in “{colLow}” ({low}, n = {lowBase}); {test}, {p}.',
  testZ: 'column proportions z test',
  testT: 't test of means',
  trendSpan: 'Responses were collected over {days} days, from {first} to {last}.',
  trendOneDay: 'All responses were collected on {first}.',
  trendPeak: 'The busiest day was {peak}, with {peakCount} responses ({peakShare} of all).',
  trendLast7: 'The last 7 days brought {lastCount} responses ({lastShare}).',
  themes: 'In “{question}”, {coded} of {answers} answers are coded; the most frequent themes are {list}.',
  themeItem: '“{label}” ({share}, {count})',
  themeLast: ' and ',
  themesNone: 'In “{question}”, no answers are coded yet.',
  summaryCount: 'This report counts {total} complete responses, collected from {first} to {last}.',
  summaryCountOneDay: 'This report counts {total} complete responses, collected on {first}.',
  summaryCompletion:
    'The completion rate was {rate} ({complete} complete, {partial} partial, {screened} screened out).',
  summaryFindings: 'The most notable findings:',
  summaryNoFindings: 'No single answer or difference stands out.',
  summaryEmpty: 'No complete responses are counted yet, so there is nothing to report.',
  listSep: ', ',
  listLast: ' and ',
  sectionSurvey: 'Summary',
  sectionTrend: 'Collection over time',
  sectionThemes: 'Open-answer themes',
  noteWeighted: 'Figures are weighted by the active weighting scheme.',
};

const zh: Phrases = {
  majority: '{shareWords}受访者（{share}，{base}人中{count}人）选择了“{label}”。',
  largeMajority: '{shareWords}受访者（{share}，{base}人中{count}人）选择了“{label}”，占绝大多数。',
  leader: '“{label}”是最常见的回答（{share}，{base}人中{count}人），领先于“{second}”（{secondShare}）。',
  split:
    '意见较为分散：在{base}名受访者中，“{label}”（{share}）与“{second}”（{secondShare}）的选择比例相近。',
  longTail:
    '没有特别突出的回答：最常见的“{label}”也仅占{base}名受访者的{share}，回答分散在{options}个选项中。',
  noAnswers: '在统计的答卷中，没有人回答这道题。',
  multipleTop: '“{label}”被选择得最多，{base}名受访者中有{count}人（{share}）选择',
  multipleNext: '，其次是“{second}”（{secondShare}）',
  mean: '平均值为{mean}（中位数{median}，共{n}个回答）。',
  top2: '选择量表最高两档（{high}和{low}）的占{share}（{base}人中{count}人）。',
  nps: '净推荐值（NPS）为{score}：在{base}名受访者中，推荐者占{promoters}，中立者占{passives}，贬损者占{detractors}。',
  gridRow: '对于“{row}”，最常见的回答是“{label}”（{base}人中占{share}）。',
  rankTop: '“{label}”被排在第一位的次数最多（{base}人中占{share}），平均排名为{mean}。',
  maxDiffTop: '“{label}”得分最高（{score}），被选为最重要{best}次。',
  diffShare:
    '按{banner}：“{colHigh}”中选择“{label}”的占{high}（{highBase}人中{highCount}人），而“{colLow}”中仅占{low}（{lowBase}人中{lowCount}人）；{test}，{p}。',
  diffMean:
    '按{banner}：“{colHigh}”的平均值（{high}，n = {highBase}）高于“{colLow}”（{low}，n = {lowBase}）；{test}，{p}。',
  testZ: '列比例z检验',
  testT: '均值t检验',
  trendSpan: '答卷收集历时{days}天，从{first}到{last}。',
  trendOneDay: '所有答卷均收集于{first}。',
  trendPeak: '回收最多的一天是{peak}，共{peakCount}份（占全部的{peakShare}）。',
  trendLast7: '最近7天回收{lastCount}份（{lastShare}）。',
  themes: '在“{question}”中，{answers}条回答里已编码{coded}条；最常见的主题是{list}。',
  themeItem: '“{label}”（{share}，{count}条）',
  themeLast: '和',
  themesNone: '“{question}”的回答尚未编码。',
  summaryCount: '本报告统计了{total}份完整答卷，收集时间为{first}至{last}。',
  summaryCountOneDay: '本报告统计了{total}份完整答卷，均收集于{first}。',
  summaryCompletion: '完成率为{rate}（完整{complete}份，未完成{partial}份，被甄别{screened}份）。',
  summaryFindings: '最值得关注的发现：',
  summaryNoFindings: '没有特别突出的回答或差异。',
  summaryEmpty: '尚无完整答卷，暂无可报告的内容。',
  listSep: '、',
  listLast: '和',
  sectionSurvey: '概要',
  sectionTrend: '回收趋势',
  sectionThemes: '开放题主题',
  noteWeighted: '数据已按当前启用的加权方案加权。',
};

export const PHRASES: Record<Lang, Phrases> = { en, zh };
