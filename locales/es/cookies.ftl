## Los conjuntos de cookies del propietario.

error-cookies-too-large = Este archivo de cookies supera { $kb } KB; exporta solo los sitios que necesitas.
error-cookies-bad-line = La línea { $line } de este archivo de cookies no es una línea de cookies.txt (formato Netscape: siete campos separados por tabuladores).
error-cookies-empty = Este archivo no contiene cookies. Exporta un cookies.txt (formato Netscape) desde un navegador con la sesión iniciada en el sitio.
error-cookies-unknown-set = Ningún conjunto de cookies tiene este id; puede que se haya eliminado.
error-cookies-owner-only = Solo el propietario puede añadir o quitar conjuntos de cookies.
cookies-unavailable = Los conjuntos de cookies no están disponibles en esta instalación.
cookies-added = Conjunto de cookies guardado: { $count } cookies para { $sites }.
owner-cookies-aside = Un conjunto de cookies de { $site } fue rechazado ({ $code }) y queda apartado { $hours } horas; se prueba el siguiente conjunto del sitio. Añade cookies nuevas desde un navegador con sesión iniciada si vuelve a pasar.
owner-cookies-expiring = Un conjunto de cookies de { $sites } caduca en { $days } días o menos; exporta cookies nuevas desde un navegador con sesión iniciada y añádelas.
