import {
  ZEnvelope,
  ZLibraryBatchSaveBody,
  ZLibraryListQuery,
  ZLibraryPage,
  ZLibraryQuestion,
  ZLibraryQuestionDetail,
  ZLibraryQuestionParams,
  ZLibraryRemoveBody,
  ZLibrarySaveBody,
  ZLibraryTotal,
  ZLibraryTotalQuery,
  ZQuestionFolder,
  ZQuestionFolderChangeBody,
  ZQuestionFolderCreateBody,
  ZQuestionFolderIdParams,
  ZQuestionFolderListQuery,
  ZQuestionFolderRenameBody,
  ZSystemCategory,
  ZSystemQuestionQuery,
} from '@cairn/contract';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { callerOf } from '../../http/guards.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { changeQuestionFolder, removeLibraryQuestions } from './change-library-questions.ts';
import { listLibraryQuestions } from './list-library-questions.ts';
import {
  createQuestionFolder,
  listQuestionFolders,
  removeQuestionFolder,
  renameQuestionFolder,
} from './question-folders.ts';
import {
  countLibraryQuestions,
  getLibraryQuestion,
  listSystemCategories,
  listSystemQuestions,
} from './read-library-questions.ts';
import { saveLibraryQuestions } from './save-library-questions.ts';

const tags = ['question library'];
const done = ZEnvelope(z.null());
const base = '/v1/library';
const libraryNote =
  'dataType 0 is my library (mine alone), 1 the company library (read with COMPANY_LIBRARY_VIEW or _EDIT, ' +
  'changed with COMPANY_LIBRARY_EDIT or as organisation admin); otherwise A0403. Ids of items the caller may not read answer A0404.';

/**
 * The question library (spec doc 2 §7) under /api/designer/v1/library. The insert into a survey,
 * `nodes/library`, is a design edit and lives with the design routes (insert-route.ts).
 */
export const questionLibraryRoutes: RoutesPlugin = async (app, { deps }) => {
  app.get(
    `${base}/category`,
    {
      schema: {
        summary: 'Folders of my or the company library, in order (the default folder is made on first use)',
        description: libraryNote,
        tags,
        querystring: ZQuestionFolderListQuery,
        response: { 200: ZEnvelope(z.array(ZQuestionFolder)) },
      },
    },
    async (request) =>
      ok(
        await listQuestionFolders(deps, callerOf(request).userId, request.query.dataType, request.lang),
        request.lang,
      ),
  );

  app.post(
    `${base}/category`,
    {
      schema: {
        summary: 'Create a folder (name ≤ 30 characters, unique in the library ignoring case: A0216)',
        description: libraryNote,
        tags,
        body: ZQuestionFolderCreateBody,
        response: { 200: ZEnvelope(ZQuestionFolder) },
      },
    },
    async (request) =>
      ok(
        await createQuestionFolder(deps, callerOf(request).userId, request.body, request.lang),
        request.lang,
      ),
  );

  app.post(
    `${base}/category/rename`,
    {
      schema: {
        summary: 'Rename a folder (not the default folder: A0403; a name the library has: A0216)',
        tags,
        body: ZQuestionFolderRenameBody,
        response: { 200: ZEnvelope(ZQuestionFolder) },
      },
    },
    async (request) =>
      ok(
        await renameQuestionFolder(deps, callerOf(request).userId, request.body, request.lang),
        request.lang,
      ),
  );

  app.post(
    `${base}/category/change`,
    {
      schema: {
        summary: 'Move library questions to a folder of their library, or to unclassified (0)',
        tags,
        body: ZQuestionFolderChangeBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await changeQuestionFolder(deps, callerOf(request).userId, request.body);
      return ok(null, request.lang);
    },
  );

  app.post(
    `${base}/category/remove/:id`,
    {
      schema: {
        summary: 'Remove a folder; its questions become unclassified (the default folder stays: A5204)',
        tags,
        params: ZQuestionFolderIdParams,
        response: { 200: done },
      },
    },
    async (request) => {
      await removeQuestionFolder(deps, callerOf(request).userId, request.params.id);
      return ok(null, request.lang);
    },
  );

  app.get(
    `${base}/system-category`,
    {
      schema: {
        summary: 'Categories of the system folder (-3), with their question counts',
        tags,
        response: { 200: ZEnvelope(z.array(ZSystemCategory)) },
      },
    },
    async (request) => ok(listSystemCategories(request.lang), request.lang),
  );

  app.get(
    base,
    {
      schema: {
        summary: 'A page of library questions, newest first (folderId -2 all, -3 system, 0 unclassified)',
        description: libraryNote,
        tags,
        querystring: ZLibraryListQuery,
        response: { 200: ZEnvelope(ZLibraryPage) },
      },
    },
    async (request) =>
      ok(
        await listLibraryQuestions(deps, callerOf(request).userId, request.query, request.lang),
        request.lang,
      ),
  );

  app.post(
    base,
    {
      schema: {
        summary:
          'Save a question of a survey to a library (absent folderId: the default folder; 0: unclassified)',
        description: `Needs read access to the survey (A1100, A0403). A0400 for a node that is not a question, A0218 when the library is full. ${libraryNote}`,
        tags,
        body: ZLibrarySaveBody,
        response: { 200: ZEnvelope(ZLibraryQuestion) },
      },
    },
    async (request) => {
      const { nodeId, ...rest } = request.body;
      const [saved] = await saveLibraryQuestions(
        deps,
        callerOf(request).userId,
        { ...rest, nodeIds: [nodeId] },
        request.lang,
      );
      return ok(saved ?? null, request.lang);
    },
  );

  app.post(
    `${base}/batch`,
    {
      schema: {
        summary: 'Save several questions of one survey at once, in the order given (all or nothing)',
        description: libraryNote,
        tags,
        body: ZLibraryBatchSaveBody,
        response: { 200: ZEnvelope(z.array(ZLibraryQuestion)) },
      },
    },
    async (request) =>
      ok(
        await saveLibraryQuestions(deps, callerOf(request).userId, request.body, request.lang),
        request.lang,
      ),
  );

  app.post(
    `${base}/remove`,
    {
      schema: {
        summary: 'Remove library questions (surveys they were inserted into keep their copies)',
        tags,
        body: ZLibraryRemoveBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await removeLibraryQuestions(deps, callerOf(request).userId, request.body);
      return ok(null, request.lang);
    },
  );

  app.get(
    `${base}/total`,
    {
      schema: {
        summary: 'How many questions each folder holds, unclassified, in all, and in the system folder',
        description: libraryNote,
        tags,
        querystring: ZLibraryTotalQuery,
        response: { 200: ZEnvelope(ZLibraryTotal) },
      },
    },
    async (request) =>
      ok(await countLibraryQuestions(deps, callerOf(request).userId, request.query.dataType), request.lang),
  );

  app.get(
    `${base}/system`,
    {
      schema: {
        summary: 'The system questions with their options, in the caller’s language (category, keyword)',
        tags,
        querystring: ZSystemQuestionQuery,
        response: { 200: ZEnvelope(z.array(ZLibraryQuestionDetail)) },
      },
    },
    async (request) => ok(listSystemQuestions(request.query, request.lang), request.lang),
  );

  app.get(
    `${base}/:id`,
    {
      schema: {
        summary: 'One library question with its setting and options; a system question by its key',
        tags,
        params: ZLibraryQuestionParams,
        response: { 200: ZEnvelope(ZLibraryQuestionDetail) },
      },
    },
    async (request) =>
      ok(
        await getLibraryQuestion(deps, callerOf(request).userId, request.params.id, request.lang),
        request.lang,
      ),
  );
};
