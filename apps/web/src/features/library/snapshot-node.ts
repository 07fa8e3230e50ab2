import { type Node, NodeModel, type QuestionSnapshot } from '@cairn/core';

/**
 * A library snapshot as a node that survey-ui's QuestionView can draw: the question as it would
 * look once inserted, with made-up ids (1…n by position) standing in for the refs, so option
 * groups and cascade levels keep their parents. Only for previews: nothing is saved from it.
 */
export function snapshotToNode(snapshot: QuestionSnapshot, id = 1): Node {
  const ids = new Map(snapshot.options.map((option, index) => [option.ref, index + 1]));
  return {
    id,
    surveyId: 0,
    parentId: null,
    model: NodeModel.Question,
    type: snapshot.type,
    subType: snapshot.subType,
    attribute: snapshot.attribute,
    code: null,
    title: snapshot.title,
    label: snapshot.label,
    position: 0,
    setting: snapshot.setting,
    joinId: 0,
    dependId: 0,
    loopId: null,
    locked: false,
    deletedAt: null,
    trash: null,
    children: [],
    options: snapshot.options.map((option, index) => {
      const { ref, parentRef, ...fields } = option;
      return {
        ...fields,
        id: ids.get(ref) ?? index + 1,
        surveyId: 0,
        nodeId: id,
        parentId: parentRef === null ? null : (ids.get(parentRef) ?? null),
        position: index,
        joinId: 0,
        rootJoinId: 0,
      };
    }),
  };
}
