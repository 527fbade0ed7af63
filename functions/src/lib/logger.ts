/** JSON lines to stdout/stderr (CloudWatch in AWS). Never pass bodies, passwords or tokens here. */
type Fields = Record<string, unknown>;
const write = (level: string, message: string, fields: Fields) => {
  if (process.env.LOG_LEVEL === 'silent') return;
  const line = JSON.stringify({ level, message, time: new Date().toISOString(), ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
};
export const logger = {
  info: (message: string, fields: Fields = {}) => write('info', message, fields),
  warn: (message: string, fields: Fields = {}) => write('warn', message, fields),
  error: (message: string, fields: Fields = {}) => write('error', message, fields),
};
