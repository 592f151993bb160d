## Cambiar un archivo de escenario por partes: los campos de un
## formulario, y por qué un cambio no se puede hacer.

## El nombre de un campo, junto a su casilla y en el nombre de un
## deslizador o interruptor creado para él.
editor-field-lease-ms = Duración del lease (ms)
editor-field-first-token = Primer token
editor-field-initial = Empieza en
editor-field-fencing = Tokens de fencing
editor-field-at-ms = A los (ms)
editor-field-after-ms = Espera antes (ms)
editor-field-for-ms = Duración de la pausa (ms)
editor-field-margin-ms = Margen (ms)
editor-field-every-ms = Reintentar cada (ms)
editor-field-until-ms = Rendirse a los (ms)
editor-field-amount = Cantidad
editor-field-min = Valor mínimo
editor-field-max = Valor máximo
editor-field-step = Paso

# El nombre de un deslizador o interruptor para el lector. $owner es el nombre del cliente o del recurso, $field el del campo.
edit-knob-label = { $owner }: { $field }
# De quién es el valor que ajusta un deslizador del servicio de bloqueo.
edit-owner-lock = Servicio de bloqueo
# La acción de un efecto secundario nuevo; sigue al nombre del cliente.
edit-new-effect = envía un correo

edit-needs-loading-text = Corrige primero los problemas del texto: cambiar por partes necesita un texto que se pueda cargar.
edit-no-part = Esa parte ya no está en el archivo; el formulario muestra ahora el archivo tal como es.
# $pointer es el lugar en el archivo, como /clients/0/plan/2/for_ms.
edit-no-field = El archivo no tiene ningún valor en { $pointer } que se pueda cambiar.
edit-wrong-value = El valor en { $pointer } es un número entero o sí/no, como ahora.
# $id es el identificador del ajuste.
edit-no-knob = El archivo no tiene ningún ajuste «{ $id }».
edit-offered-already = El lector ya tiene esto como el ajuste «{ $id }».
edit-not-offerable = Un ajuste del lector no puede cambiar el valor en { $pointer }.
# $problem dice qué estaría mal en el archivo después del cambio.
edit-would-break = El cambio no se hizo, porque después el archivo no se podría cargar: { $problem }

## Lo que hace un paso, como lo nombra el formulario.
editor-action-acquire = Tomar el bloqueo
editor-action-read = Leer
editor-action-write = Escribir
editor-action-pause = Pausa
editor-action-check-lease = Comprobar el lease
editor-action-check-fence = Comprobar el token
editor-action-side-effect = Efecto secundario
editor-action-renew = Renovar el lease
editor-action-release = Devolver el bloqueo
