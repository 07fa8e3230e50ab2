import { AVATAR_MAX_BYTES, usersApi } from '@cairn/contract';
import multipart from '@fastify/multipart';
import { AppError } from '../../http/app-error.ts';
import { readOneFile } from '../../http/multipart-parts.ts';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { multipartLimits } from '../files/multipart-limits.ts';
import { setAvatar } from './profile-edit.ts';

const MB = AVATAR_MAX_BYTES / (1024 * 1024);

/** `users/avatar`, on its own so only this call reads multipart bodies. */
export const avatarRoutes: RoutesPlugin = async (app, { deps }) => {
  await app.register(multipart, multipartLimits(AVATAR_MAX_BYTES, 1));
  serve(
    app,
    { avatar: usersApi.avatar },
    {
      avatar: async ({ user, request }) => {
        const upload = await readOneFile(request, {
          tooLarge: () => new AppError('A0400', `a picture may be at most ${MB} MB`),
          tooMany: 'one picture per upload',
        });
        return setAvatar(deps, user.userId, upload);
      },
    },
  );
};
