import { createGraphQLError, handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga';

/**
 * graphql-js quotes a variable it cannot coerce in the error: 'Variable "$input" got invalid value
 * 4242424242424242 at "input.ccnum"; String cannot represent a non string value: 4242424242424242'.
 * Variables carry card numbers and passwords, so the value goes, the path and the reason stay.
 */
const INVALID_VARIABLE = /^(Variable "\$[^"]+") got invalid value [\s\S]*?(?: at "([^"]+)")?; ([\s\S]*)$/;

export function withoutVariableValue(message: string): string {
  const match = INVALID_VARIABLE.exec(message);
  if (!match) return message;
  const [, variable, path, reason = ''] = match;
  // The reasons that quote the value put it after a colon ('…non string value: 4242…').
  const why = reason.replace(/:\s[\s\S]*$/, '.');
  return `${variable} got an invalid value${path ? ` at "${path}"` : ''}; ${why}`;
}

/**
 * Rewrites those errors before anything else sees them. Not through Yoga's `maskError`: a masked
 * error's original is logged, and the original is exactly what must not be written anywhere.
 */
export function useMaskVariableValues(): Plugin {
  return {
    onExecute() {
      return {
        onExecuteDone(payload) {
          return handleStreamOrSingleExecutionResult(payload, ({ result, setResult }) => {
            if (!result.errors?.some((error) => error.message.startsWith('Variable "$'))) return;
            setResult({
              ...result,
              errors: result.errors.map((error) => {
                const message = withoutVariableValue(error.message);
                if (message === error.message) return error;
                // Without originalError: its message quotes the value too. Yoga's own GraphQLError
                // class, or its masking would take this for an unexpected error.
                return createGraphQLError(message, {
                  nodes: error.nodes,
                  source: error.source,
                  positions: error.positions,
                  path: error.path,
                  extensions: error.extensions,
                });
              }),
            });
          });
        },
      };
    },
  };
}
