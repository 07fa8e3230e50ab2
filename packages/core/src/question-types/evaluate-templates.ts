import { OptionType } from '../model/enums.ts';
import type { Bilingual, Lang } from '../model/lang.ts';
import type { OptionSeed } from './define.ts';

/**
 * Evaluate templates (spec doc 1 §3): five levels from very dissatisfied to very satisfied, each
 * with preset tags a respondent can pick to say why. `format` is the template's icon style.
 */
export interface EvaluateTemplate {
  key: 'custom' | 'catering' | 'hotel';
  name: Bilingual;
  format: number;
  levels: { title: Bilingual; tags: Bilingual[] }[];
}

const LEVELS: Bilingual[] = [
  { zh: '非常不满意', en: 'Very dissatisfied' },
  { zh: '不满意', en: 'Dissatisfied' },
  { zh: '一般', en: 'Neutral' },
  { zh: '满意', en: 'Satisfied' },
  { zh: '非常满意', en: 'Very satisfied' },
];

const t = (zh: string, en: string): Bilingual => ({ zh, en });

function template(key: EvaluateTemplate['key'], name: Bilingual, format: number, tags: Bilingual[][]) {
  return { key, name, format, levels: LEVELS.map((title, i) => ({ title, tags: tags[i] ?? [] })) };
}

export const EVALUATE_TEMPLATES: readonly EvaluateTemplate[] = [
  template('custom', t('自定义', 'Custom'), 1, [
    [
      t('体验很差', 'Very poor experience'),
      t('问题很多', 'Many problems'),
      t('不会再用', 'Would not use again'),
    ],
    [t('不够好用', 'Not easy to use'), t('速度慢', 'Slow'), t('有待改进', 'Needs improvement')],
    [t('还可以', 'It is OK'), t('中规中矩', 'As expected'), t('有提升空间', 'Room to improve')],
    [t('好用', 'Easy to use'), t('速度快', 'Fast'), t('体验不错', 'Good experience')],
    [t('非常好用', 'Excellent'), t('超出预期', 'Beyond expectations'), t('会推荐给别人', 'Would recommend')],
  ]),
  template('catering', t('餐饮', 'Catering'), 3, [
    [
      t('味道差', 'Poor taste'),
      t('上菜慢', 'Slow service'),
      t('服务态度差', 'Rude staff'),
      t('卫生差', 'Not clean'),
    ],
    [t('口味一般', 'Bland food'), t('等待较久', 'Long wait'), t('性价比低', 'Poor value')],
    [t('口味尚可', 'Food was fine'), t('环境一般', 'Ordinary setting'), t('价格偏高', 'A bit pricey')],
    [t('味道好', 'Tasty'), t('上菜快', 'Quick service'), t('环境舒适', 'Pleasant setting')],
    [
      t('非常美味', 'Delicious'),
      t('服务热情', 'Friendly staff'),
      t('性价比高', 'Great value'),
      t('会再来', 'Will come back'),
    ],
  ]),
  template('hotel', t('酒店', 'Hotel'), 1, [
    [t('房间不干净', 'Room not clean'), t('隔音差', 'Noisy room'), t('前台服务差', 'Poor front desk')],
    [t('设施陈旧', 'Outdated facilities'), t('入住等待久', 'Slow check-in'), t('性价比低', 'Poor value')],
    [t('房间一般', 'Average room'), t('早餐一般', 'Average breakfast'), t('价格偏高', 'A bit pricey')],
    [t('房间干净', 'Clean room'), t('安静', 'Quiet'), t('交通便利', 'Convenient location')],
    [
      t('服务周到', 'Attentive service'),
      t('设施齐全', 'Well equipped'),
      t('早餐丰富', 'Great breakfast'),
      t('会再入住', 'Would stay again'),
    ],
  ]),
];

export function findEvaluateTemplate(key: string): EvaluateTemplate {
  return (
    EVALUATE_TEMPLATES.find((candidate) => candidate.key === key) ??
    (EVALUATE_TEMPLATES[0] as EvaluateTemplate)
  );
}

/** The five level options of a template in the survey's language, tags in `setting.tags`. */
export function evaluateTemplateOptions(key: string, lang: Lang): OptionSeed[] {
  return findEvaluateTemplate(key).levels.map((level) => ({
    type: OptionType.Option,
    title: level.title[lang],
    setting: { tags: level.tags.map((tag) => tag[lang]) },
  }));
}
