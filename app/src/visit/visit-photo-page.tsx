import { attachmentProblem, type VisitCategory, visitCategorySlug, visitPhotoRules } from '@helmsman/domain';
import { VisitPhotoScreen, type VisitPhotoState } from '@helmsman/ui';
import { useState } from 'react';
import { useVisitPhotoOnFileQuery } from '../gql/visit-hooks.ts';
import { useIntentKeys } from '../graphql/intent-keys.ts';
import { AttachmentUploadError, uploadAttachment } from '../messages/upload-attachment.ts';
import { uploadProgressFetch } from '../messages/upload-progress-fetch.ts';
import { useSiteConfig } from '../site/use-site-config.ts';
import { VisitCategoryRoute } from './visit-category-route.tsx';
import { visitTreatmentPath } from './visit-paths.ts';

const FAILED = 'We could not upload your photo. Please try again.';

/**
 * /visit/:category/photo, after the risk result: a photo of the patient or their ID, checked (type,
 * size) before it is sent to POST /attachments?purpose=visit, which files it with the open visit.
 * The photo stays in this page's memory only: never in local or session storage. A photo filed
 * earlier (a reload, another device) shows the step done, as the gateway reads it from the visit.
 */
export function VisitPhotoPage() {
  return <VisitCategoryRoute step="photo" render={(category) => <Photo category={category} />} />;
}

function Photo({ category }: { category: VisitCategory }) {
  const { brand } = useSiteConfig();
  const [photo, setPhoto] = useState<VisitPhotoState>({ state: 'empty' });
  const intents = useIntentKeys();
  const onFile = useVisitPhotoOnFileQuery({ category: visitCategorySlug(category) }, { staleTime: 0 });
  const filedEarlier = photo.state === 'empty' && onFile.data?.visitPreferences.photoOnFile === true;

  const choose = (file: File) => {
    const problem = attachmentProblem(file, visitPhotoRules);
    setPhoto(problem ? { state: 'refused', message: problem.message } : { state: 'chosen', file });
  };

  const upload = async () => {
    const file = 'file' in photo ? photo.file : null;
    if (!file || photo.state === 'uploading') return;
    setPhoto({ state: 'uploading', file, progress: 0 });
    try {
      // One key per chosen file: Try again after a lost answer stores the photo once.
      await intents.send(
        { visitPhoto: file.name, size: file.size, lastModified: file.lastModified },
        (idempotencyKey) =>
          uploadAttachment(
            file,
            uploadProgressFetch((progress) => setPhoto({ state: 'uploading', file, progress })),
            { purpose: 'visit', idempotencyKey },
          ),
        {
          isDefinite: (error) =>
            error instanceof AttachmentUploadError && error.status >= 400 && error.status < 500,
        },
      );
      setPhoto({ state: 'done', file });
    } catch (error) {
      setPhoto({
        state: 'failed',
        file,
        message: error instanceof AttachmentUploadError ? error.message : FAILED,
      });
    }
  };

  return (
    <VisitPhotoScreen
      category={category}
      brand={brand}
      photo={filedEarlier ? { state: 'done', file: null } : photo}
      onChoose={choose}
      onUpload={() => void upload()}
      continueHref={visitTreatmentPath(category)}
    />
  );
}
