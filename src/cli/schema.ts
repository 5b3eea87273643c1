/** `nuffle schema`: the JSON Schema of scenario files, for editors. */
import { jsonSchema } from '../index.js';

/** Runs `nuffle schema`. */
export function schemaCommand(): void {
  process.stdout.write(`${JSON.stringify(jsonSchema(), null, 2)}\n`);
}
