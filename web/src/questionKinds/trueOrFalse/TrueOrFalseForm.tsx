import * as yup from 'yup';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TrueOrFalseForm_question$key } from '../../__generated__/TrueOrFalseForm_question.graphql';

import { fieldError } from '../../components/formikField';
import { ListError } from '../form/formParts';
import { QuestionFormFrame, useQuestionForm } from '../form/useQuestionForm';
import type { QuestionFormProps } from '../kind';
import { messages, questionSchema, statement } from '../form/schemaParts';

interface Values {
  correctAnswer: boolean;
  image: File | null;
  removeImage: boolean;
}

/** A local preview of the chosen file, released when it changes or the form goes (safe under StrictMode). */
function useObjectUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/** The image types the api accepts (checked there by their bytes) and its 5 MiB limit. */
export const imageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
const maxImageBytes = 5 * 1024 * 1024;
const imageType = 'La imagen debe ser PNG, JPEG, WebP o GIF';
const imageSize = 'La imagen admite como máximo 5 MB';

const trueOrFalseSchema = questionSchema(
  {
    correctAnswer: yup.boolean().required(),
    image: yup
      .mixed<File>()
      .nullable()
      .test('type', imageType, (file) => !file || imageTypes.includes(file.type))
      .test('size', imageSize, (file) => !file || file.size <= maxImageBytes),
  },
  statement(3, messages.shortStatement),
);

/** A true/false question: statement of 3 or more characters, correctAnswer (default true), an optional image. */
export default function TrueOrFalseForm({ questionRef, ...props }: QuestionFormProps<TrueOrFalseForm_question$key>) {
  const question = useFragment(
    graphql`
      fragment TrueOrFalseForm_question on TrueOrFalseQuestion {
        statement
        difficulty
        explanation
        correctAnswer
        imageUrl
      }
    `,
    questionRef,
  );
  const [inputKey, setInputKey] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);

  const form = useQuestionForm<Values>(props, {
    saved: question,
    initial: { correctAnswer: question?.correctAnswer ?? true, image: null, removeImage: false },
    schema: trueOrFalseSchema,
    payload: (values) => ({
      trueOrFalse: { correctAnswer: values.correctAnswer, ...(values.removeImage && !values.image ? { removeImage: true } : {}) },
      image: values.image,
    }),
  });

  const preview = useObjectUrl(form.values.image);
  const currentImage = !form.values.removeImage ? (question?.imageUrl ?? null) : null;
  const imageError = fieldError(form, 'image');

  const chooseImage = (file: File | null) => {
    void form.setFieldValue('image', file);
    void form.setFieldTouched('image', true, false);
  };

  return (
    <QuestionFormFrame form={form} label="Pregunta de verdadero o falso" {...props}>
      <FormControlLabel
        sx={{ my: 1 }}
        control={<Switch {...form.getFieldProps('correctAnswer')} checked={form.values.correctAnswer} />}
        label={`Respuesta correcta: ${form.values.correctAnswer ? 'Verdadero' : 'Falso'}`}
      />

      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
          Imagen (opcional)
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {/* A real button opens the hidden file input, so the picker works from the keyboard too. */}
          <Button
            variant="outlined"
            startIcon={<ImageOutlinedIcon />}
            onClick={() => fileInput.current?.click()}
            aria-describedby="question-image-hint"
          >
            {form.values.image || currentImage ? 'Cambiar imagen' : 'Subir imagen'}
          </Button>
          <input
            key={inputKey}
            ref={fileInput}
            hidden
            type="file"
            name="image"
            aria-label="Imagen de la pregunta"
            accept={imageTypes.join(',')}
            onChange={(event) => chooseImage(event.currentTarget.files?.[0] ?? null)}
          />
          {form.values.image && (
            <Button
              onClick={() => {
                chooseImage(null);
                setInputKey((key) => key + 1);
              }}
            >
              Descartar imagen nueva
            </Button>
          )}
          {!form.values.image && currentImage && (
            <Button color="error" onClick={() => void form.setFieldValue('removeImage', true)}>
              Quitar imagen
            </Button>
          )}
          {!form.values.image && form.values.removeImage && (
            <Button onClick={() => void form.setFieldValue('removeImage', false)}>Conservar imagen</Button>
          )}
        </Stack>
        <Typography id="question-image-hint" variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          PNG, JPEG, WebP o GIF, de hasta 5 MB.
        </Typography>
        <ListError message={imageError} />
        {form.values.image && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {form.values.image.name}
          </Typography>
        )}
        {(preview ?? currentImage) && (
          <Box
            component="img"
            src={preview ?? currentImage ?? undefined}
            alt={preview ? 'Vista previa de la imagen' : 'Imagen actual de la pregunta'}
            sx={{
              display: 'block',
              mt: 1,
              maxWidth: '100%',
              maxHeight: 240,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              objectFit: 'contain',
            }}
          />
        )}
      </Box>
    </QuestionFormFrame>
  );
}
