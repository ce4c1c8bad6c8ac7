// The API token prompt: a modal dialog, shown when the server answers 401.
import {storedToken} from './api.js';

const $ = (id) => document.getElementById(id);

/** Shows or hides the "Forget token" button. */
export function updateTokenButton(token = storedToken()) {
  $('forget-token').hidden = !token;
}

/** Asks for the token; resolves to it, or to null when the user cancels. {@code reason}: why a token was refused. */
export function askToken(reason) {
  const dialog = $('token-dialog');
  const form = $('token-form');
  const problem = $('token-problem');
  problem.textContent = reason ? `The token was refused: ${reason}` : '';
  problem.hidden = !reason;
  $('token-input').value = '';
  return new Promise((resolve) => {
    const done = (token) => {
      form.removeEventListener('submit', submit);
      $('token-cancel').removeEventListener('click', cancel);
      dialog.removeEventListener('cancel', cancel);
      dialog.close();
      updateTokenButton(token);
      resolve(token);
    };
    const submit = (event) => {
      event.preventDefault();
      done($('token-input').value.trim() || null);
    };
    const cancel = (event) => {
      event.preventDefault();
      done(null);
    };
    form.addEventListener('submit', submit);
    $('token-cancel').addEventListener('click', cancel);
    dialog.addEventListener('cancel', cancel);
    dialog.showModal();
    $('token-input').focus();
  });
}
