import type { LibraryQuestionRef } from '@cairn/contract';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import * as images from '../../api/endpoints/image-library.ts';
import * as questions from '../../api/endpoints/question-library.ts';
import type { DataType } from './library-access.ts';

/**
 * Each library's queries sit under one root key, so one invalidation after a change (upload,
 * move, rename, remove, folder edits) refreshes its list, counts and folders together.
 */
export const libraryKeys = {
  questions: ['library', 'questions'] as const,
  questionFolders: (dataType: DataType) => ['library', 'questions', 'folders', dataType] as const,
  questionTotal: (dataType: DataType) => ['library', 'questions', 'total', dataType] as const,
  questionList: (query: questions.LibraryListParams) => ['library', 'questions', 'list', query] as const,
  question: (id: LibraryQuestionRef) => ['library', 'questions', 'one', id] as const,
  systemCategories: ['library', 'questions', 'system-categories'] as const,
  images: ['library', 'images'] as const,
  imageFolders: (dataType: DataType) => ['library', 'images', 'folders', dataType] as const,
  imageAmount: (dataType: DataType) => ['library', 'images', 'amount', dataType] as const,
  imageList: (query: images.ImageListParams) => ['library', 'images', 'list', query] as const,
  /** A survey's own images (and the library images its design shows), apart from the libraries. */
  surveyImages: (surveyCode: string) => ['survey-images', surveyCode] as const,
  surveyImageList: (query: SurveyImageQuery) => ['survey-images', query.surveyCode, 'list', query] as const,
};

type SurveyImageQuery = Parameters<typeof images.fetchSurveyImages>[0] & { surveyCode: string };

export const useQuestionFolders = (dataType: DataType, enabled = true) =>
  useQuery({
    queryKey: libraryKeys.questionFolders(dataType),
    queryFn: () => questions.fetchQuestionFolders(dataType),
    enabled,
  });

export const useQuestionTotal = (dataType: DataType) =>
  useQuery({
    queryKey: libraryKeys.questionTotal(dataType),
    queryFn: () => questions.fetchLibraryTotal(dataType),
  });

/** One page; the previous page stays on screen while the next loads. */
export const useQuestionList = (query: questions.LibraryListParams, enabled = true) =>
  useQuery({
    queryKey: libraryKeys.questionList(query),
    queryFn: () => questions.fetchLibraryQuestions(query),
    placeholderData: keepPreviousData,
    enabled,
  });

/** A question's snapshot for the preview; kept a while, since library questions never change. */
export const useLibraryQuestion = (id: LibraryQuestionRef | null) =>
  useQuery({
    queryKey: libraryKeys.question(id ?? 0),
    queryFn: () => questions.fetchLibraryQuestion(id ?? 0),
    enabled: id !== null,
    staleTime: 5 * 60_000,
  });

export const useSystemCategories = () =>
  useQuery({
    queryKey: libraryKeys.systemCategories,
    queryFn: questions.fetchSystemCategories,
    staleTime: Infinity,
  });

export const useImageFolders = (dataType: DataType) =>
  useQuery({
    queryKey: libraryKeys.imageFolders(dataType),
    queryFn: () => images.fetchImageFolders(dataType),
  });

export const useImageAmount = (dataType: DataType) =>
  useQuery({ queryKey: libraryKeys.imageAmount(dataType), queryFn: () => images.fetchImageAmount(dataType) });

export const useImageList = (query: images.ImageListParams) =>
  useQuery({
    queryKey: libraryKeys.imageList(query),
    queryFn: () => images.fetchImages(query),
    placeholderData: keepPreviousData,
  });

const refresh = (client: QueryClient, root: readonly string[]) =>
  client.invalidateQueries({ queryKey: root });

/** A mutation that refreshes one library's queries when it succeeds. */
function useLibraryMutation<V, R>(root: readonly string[], mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refresh(client, root) });
}

const Q = libraryKeys.questions;
const I = libraryKeys.images;
export const useCreateQuestionFolder = () => useLibraryMutation(Q, questions.createQuestionFolder);
export const useRenameQuestionFolder = () => useLibraryMutation(Q, questions.renameQuestionFolder);
export const useRemoveQuestionFolder = () => useLibraryMutation(Q, questions.removeQuestionFolder);
export const useMoveLibraryQuestions = () => useLibraryMutation(Q, questions.moveLibraryQuestions);
export const useRemoveLibraryQuestions = () => useLibraryMutation(Q, questions.removeLibraryQuestions);
export const useSaveToLibrary = () => useLibraryMutation(Q, questions.saveToLibrary);
export const useSaveManyToLibrary = () => useLibraryMutation(Q, questions.saveManyToLibrary);
export const useCreateImageFolder = () => useLibraryMutation(I, images.createImageFolder);
export const useRenameImageFolder = () => useLibraryMutation(I, images.renameImageFolder);
export const useRemoveImageFolder = () => useLibraryMutation(I, images.removeImageFolder);
export const useUploadImages = () => useLibraryMutation(I, images.uploadImages);

/** Asked again each time the picker shows it: `used` follows design edits this cache does not see. */
export const useSurveyImageList = (query: SurveyImageQuery, enabled = true) =>
  useQuery({
    queryKey: libraryKeys.surveyImageList(query),
    queryFn: () => images.fetchSurveyImages(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });

/** Uploads for one survey itself, refreshing its image list. */
export const useUploadSurveyImages = (surveyCode: string) =>
  useLibraryMutation(libraryKeys.surveyImages(surveyCode), (files: readonly File[]) =>
    images.uploadSurveyImages(surveyCode, files),
  );
export const useRenameImage = () => useLibraryMutation(I, images.renameImage);
export const useMoveImages = () => useLibraryMutation(I, images.moveImages);
export const useRemoveImages = () => useLibraryMutation(I, images.removeImages);
